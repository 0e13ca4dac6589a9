/**
 * `npm run bench:bot-turns`: how long a request waits for bots. One person (seat 0, a random legal
 * move each time) plays whole games against bots; after each of their moves, and at the start,
 * `playDueBots` makes every bot decision then due, exactly as a request does (src/bots/bot-turns.ts).
 * Per table (game, bots, policy): bot moves per request and the bots' wall-clock time per request
 * (median, p99, max). One line per table.
 *
 *   npm run bench:bot-turns                             # 20 games per table
 *   npm run build && node dist/scripts/bench-bot-turns.js --games 50
 */
import { getGame } from '../src/engine';
import { playDueBots } from '../src/bots/bot-turns';

const i = process.argv.indexOf('--games');
const GAMES = i >= 0 ? Number(process.argv[i + 1]) : 20;

/** Each table: game, bot count, the bots' policy. The dailies' two first. */
const TABLES: [string, number, string][] = [
  ['troyes', 2, 'greedy@1'],
  ['orleans', 3, 'greedy@1'],
  ['orleans', 3, 'rollout@1'],
  ['troyes-dice', 3, 'greedy@1'],
  ['troyes-dice', 3, 'rollout@1'],
];

const quantile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

for (const [id, n, policy] of TABLES) {
  const def = getGame(id)!;
  const ms: number[] = [];
  const moves: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const game = {
      id: `bench-${g}`,
      game: id,
      seed: `bench-bot-turns:${id}:${g}`,
      bots: [null, ...Array<string>(n).fill(policy)],
    };
    const setup = def.setup(def.metadata.defaultOptions, game.seed, n + 1);
    if (!setup.ok) throw new Error(setup.error.message);
    let state: unknown = setup.value;
    let seq = 1; // GameCreated, GameStarted
    let pick = g + 1;
    const botsAct = (): void => {
      const t0 = process.hrtime.bigint();
      const played = playDueBots(def, state, game, seq);
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
      moves.push(played.moves.length);
      state = played.state;
      seq += played.events.length;
    };
    botsAct();
    while (!def.isOver(state)) {
      const legal = def.legalMoves(state, 0);
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      const applied = def.apply(state, 0, legal[pick % legal.length]);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      seq++;
      botsAct();
    }
  }
  ms.sort((a, b) => a - b);
  moves.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      game: id,
      bots: `${n} × ${policy}`,
      games: GAMES,
      requests: ms.length,
      botMovesPerRequest: { median: quantile(moves, 0.5), p99: quantile(moves, 0.99), max: moves.at(-1) },
      botMsPerRequest: {
        median: +quantile(ms, 0.5).toFixed(2),
        p99: +quantile(ms, 0.99).toFixed(1),
        max: +(ms.at(-1) ?? 0).toFixed(1),
      },
    }),
  );
}
