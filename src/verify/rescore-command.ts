import { parseArgs } from 'node:util';
import type { LeaderboardRepository } from '../leaderboard/leaderboard.repository';
import { RescoreRequestError, rescoreRankedEntries, type RescoredEntry } from './rescore';

export const RESCORE_USAGE =
  'usage: npm run rules:rescore -- --game <game> --from <rules version> --to <rules version>\n' +
  '  e.g. npm run rules:rescore -- --game troyes-dice --from troyes-dice@1 --to troyes-dice@2\n';

/**
 * `npm run rules:rescore`: the arguments in, the report out (text), and the exit code. The script
 * around it only connects to the database and prints.
 */
export async function runRescoreCommand(
  argv: string[],
  board: LeaderboardRepository,
): Promise<{ code: number; out: string }> {
  let values: { game?: string; from?: string; to?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { game: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    return { code: 2, out: `${(err as Error).message}\n${RESCORE_USAGE}` };
  }
  if (!values.game || !values.from || !values.to) return { code: 2, out: RESCORE_USAGE };
  try {
    const req = { game: values.game, from: values.from, to: values.to };
    const { checked, differing } = await rescoreRankedEntries(board, req);
    const head = `${checked} ranked entr${checked === 1 ? 'y' : 'ies'} of ${req.game} played under ${req.from}; ${differing.length} would score differently under ${req.to}.\n`;
    return { code: 0, out: head + (differing.length > 0 ? table(differing) : '') };
  } catch (err) {
    if (err instanceof RescoreRequestError) return { code: 2, out: `${err.message}\n${RESCORE_USAGE}` };
    throw err;
  }
}

/** One line per entry, columns aligned (tab-separated would misalign names of different widths). */
function table(rows: RescoredEntry[]): string {
  const lines = [
    ['game id', 'player', 'player id', 'kind', 'date', 'finished at', 'old total', 'new total'],
    ...rows.map((r) => [
      r.gameId,
      r.playerName,
      r.playerId,
      r.kind,
      r.date,
      r.finishedAt.toISOString(),
      String(r.oldTotal),
      r.newTotal === null ? `refused at move ${r.refused!.index} (${r.refused!.code})` : String(r.newTotal),
    ]),
  ];
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)));
  return (
    lines
      .map((l) =>
        l
          .map((cell, c) => cell.padEnd(widths[c]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
