/**
 * `npm run bench:bots`: the strength ladder. For each game, 2-seat games between pairs of its bot
 * policies (seats swapped every other game, seeds `bench-bots:<game>:<pair>:<i>`), each policy's
 * wins, ties and average score per pairing, and the time of every bot decision per policy (median,
 * p99). One JSON line per pairing and per policy.
 *
 *   npm run bench:bots                              # 1,000 games per pairing
 *   npm run bench:bots -- --sim-games 300           # 300 for pairings with a simulating policy
 *   npm run build && node dist/scripts/bench-bots.js --games 100 --game orleans --pairs random-greedy
 *
 * Decision times are wall clock (what a client waits) and CPU time of the process (steadier on a
 * shared machine).
 */
import { performance } from 'node:perf_hooks';
import { getGame, type AnyGameDefinition } from '../src/engine';
import { botMove, botPolicies, policyRef, type AnyBotPolicy } from '../src/engine/bots';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const GAMES = Number(flag('games') ?? 1000);
/** Games of a pairing with a simulating policy (rollouts cost ~100x a greedy move); default `--games`. */
const SIM_GAMES = Number(flag('sim-games') ?? GAMES);
const ONLY = flag('game');
const PAIRS = flag('pairs'); // e.g. "random-greedy,greedy-rollout"

/** Per game and policy: wall-clock and CPU milliseconds of each decision. */
const times = new Map<string, { wall: number[]; cpu: number[] }>();

function record(game: string, policy: AnyBotPolicy, wall: number, cpu: number): void {
  const key = `${game}:${policyRef(policy)}`;
  let t = times.get(key);
  if (!t) times.set(key, (t = { wall: [], cpu: [] }));
  t.wall.push(wall);
  t.cpu.push(cpu);
}

/** One 2-seat game; returns each seat's total and rank. */
function play(game: AnyGameDefinition, seed: string, seats: AnyBotPolicy[]): { total: number; rank: number }[] {
  const setup = game.setup(null, seed, seats.length);
  if (!setup.ok) throw new Error(`${game.id}: setup refused: ${setup.error.code}`);
  let state = setup.value;
  let ply = 0;
  while (!game.isOver(state)) {
    const seat = game.actors(state)[0] as number;
    const policy = seats[seat] as AnyBotPolicy;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const move = botMove(game, state, seat, policy, { seed, ply });
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    record(game.id, policy, wall, (c.user + c.system) / 1000);
    if (!move.ok) throw new Error(`${game.id} ${seed}: ${move.error.code}`);
    const next = game.apply(state, seat, move.value);
    if (!next.ok)
      throw new Error(`${game.id} ${seed} ply ${ply}: ${policyRef(policy)} chose a refused move: ${next.error.code}`);
    state = next.value.state;
    ply++;
  }
  const ranking = game.ranking(state) as { seat: number; rank: number; total: number }[];
  return seats.map((_, seat) => {
    const r = ranking.find((e) => e.seat === seat)!;
    return { total: r.total, rank: r.rank };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

for (const id of ['troyes-dice', 'troyes', 'orleans']) {
  if (ONLY && ONLY !== id) continue;
  const game = getGame(id)!;
  const policies = botPolicies(id);
  const pairs: [AnyBotPolicy, AnyBotPolicy][] = [];
  for (let a = 0; a < policies.length; a++) {
    for (let b = a + 1; b < policies.length; b++) {
      const pa = policies[a]!;
      const pb = policies[b]!;
      if (PAIRS && !PAIRS.split(',').includes(`${pa.id}-${pb.id}`)) continue;
      pairs.push([pa, pb]);
    }
  }
  for (const [weak, strong] of pairs) {
    const started = performance.now();
    const tally = { wins: 0, ties: 0, losses: 0, strongPoints: 0, weakPoints: 0 };
    const games = weak.id === 'random' && strong.id === 'greedy' ? GAMES : SIM_GAMES;
    for (let i = 0; i < games; i++) {
      const swap = i % 2 === 1;
      const seats = swap ? [strong, weak] : [weak, strong];
      const result = play(game, `bench-bots:${id}:${weak.id}-${strong.id}:${i}`, seats);
      const s = result[swap ? 0 : 1]!;
      const w = result[swap ? 1 : 0]!;
      tally.strongPoints += s.total;
      tally.weakPoints += w.total;
      if (s.rank < w.rank) tally.wins++;
      else if (s.rank === w.rank) tally.ties++;
      else tally.losses++;
    }
    console.log(
      JSON.stringify({
        bench: `${id}.ladder`,
        pairing: `${policyRef(strong)} vs ${policyRef(weak)}`,
        games,
        win_rate: round(tally.wins / games, 3),
        ties: tally.ties,
        losses: tally.losses,
        avg_score: {
          [policyRef(strong)]: round(tally.strongPoints / games, 1),
          [policyRef(weak)]: round(tally.weakPoints / games, 1),
        },
        seconds: round((performance.now() - started) / 1000, 1),
      }),
    );
  }
  for (const policy of policies) {
    const t = times.get(`${id}:${policyRef(policy)}`);
    if (!t) continue;
    t.wall.sort((a, b) => a - b);
    t.cpu.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: `${id}.decision`,
        policy: policyRef(policy),
        decisions: t.wall.length,
        median_ms: round(percentile(t.wall, 0.5), 3),
        p99_ms: round(percentile(t.wall, 0.99), 3),
        max_ms: round(t.wall[t.wall.length - 1] ?? 0, 3),
        cpu_median_ms: round(percentile(t.cpu, 0.5), 3),
        cpu_p99_ms: round(percentile(t.cpu, 0.99), 3),
      }),
    );
  }
}
