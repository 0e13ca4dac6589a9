/**
 * `npm run bench:bots`: the strength ladder. For each game, 2-seat games between pairs of its bot
 * policies (seats swapped every other game, seeds `bench-bots:<game>:<pair>:<i>`), each policy's
 * wins, ties and average score per pairing, and the time of every bot decision per policy (median,
 * p99). One JSON line per pairing and per policy.
 *
 *   npm run bench:bots                         # 1,000 games per pairing
 *   npm run build && node dist/scripts/bench-bots.js --games 100 --game orleans
 */
import { performance } from 'node:perf_hooks';
import { getGame, type AnyGameDefinition } from '../src/engine';
import { botMove, botPolicies, policyRef, type AnyBotPolicy } from '../src/engine/bots';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const GAMES = Number(flag('games') ?? 1000);
const ONLY = flag('game');
const PAIRS = flag('pairs'); // e.g. "random-greedy,greedy-rollout"

const times = new Map<string, number[]>();

function record(game: string, policy: AnyBotPolicy, ms: number): void {
  const key = `${game}:${policyRef(policy)}`;
  let list = times.get(key);
  if (!list) times.set(key, (list = []));
  list.push(ms);
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
    const t0 = performance.now();
    const move = botMove(game, state, seat, policy, { seed, ply });
    record(game.id, policy, performance.now() - t0);
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
    for (let i = 0; i < GAMES; i++) {
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
        games: GAMES,
        win_rate: round(tally.wins / GAMES, 3),
        ties: tally.ties,
        losses: tally.losses,
        avg_score: {
          [policyRef(strong)]: round(tally.strongPoints / GAMES, 1),
          [policyRef(weak)]: round(tally.weakPoints / GAMES, 1),
        },
        seconds: round((performance.now() - started) / 1000, 1),
      }),
    );
  }
  for (const policy of policies) {
    const list = times.get(`${id}:${policyRef(policy)}`);
    if (!list) continue;
    list.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: `${id}.decision`,
        policy: policyRef(policy),
        decisions: list.length,
        median_ms: round(percentile(list, 0.5), 3),
        p99_ms: round(percentile(list, 0.99), 3),
        max_ms: round(list[list.length - 1] ?? 0, 3),
      }),
    );
  }
}
