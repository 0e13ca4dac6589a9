import { getRules, replay, rulesetsOf, type AnyGameDefinition, type SeatedMove } from '../engine';
import type { LeaderboardRepository, RankedEntryGame } from '../leaderboard/leaderboard.repository';

/** A ranked entry whose total is not the same under another rules version. */
export interface RescoredEntry {
  gameId: string;
  playerId: string;
  playerName: string;
  kind: string;
  date: string;
  finishedAt: Date;
  /** The total on the board (recorded under `from`). */
  oldTotal: number;
  /** The total replayed under `to`; null when `to` refuses a move of the game. */
  newTotal: number | null;
  /** The first move `to` refuses, if any. */
  refused: { index: number; code: string } | null;
}

export interface RescoreRequest {
  game: string;
  from: string;
  to: string;
}

/** A request naming a game or rules version that is not registered; the message lists the known ones. */
export class RescoreRequestError extends Error {
  override name = 'RescoreRequestError';
}

/**
 * The ranked entries of games played under `from` whose total would differ under `to`: each game
 * is replayed from its stored inputs and moves under `to`, and the entry's seat total compared with
 * the one on the board. Reads only; what to do with the list (void, re-rank) is decided elsewhere.
 */
export async function rescoreRankedEntries(
  board: LeaderboardRepository,
  req: RescoreRequest,
): Promise<{ checked: number; differing: RescoredEntry[] }> {
  rulesOf(req.game, req.from, '--from');
  const to = rulesOf(req.game, req.to, '--to');
  const entries = await board.entriesPlayedUnder(req.game, req.from);
  const differing: RescoredEntry[] = [];
  for (const entry of entries) {
    const rescored = rescore(to, entry);
    if (rescored.newTotal !== rescored.oldTotal) differing.push(rescored);
  }
  return { checked: entries.length, differing };
}

/** One entry's game replayed under `to`: its seat's total (null and the refused move when `to` refuses one). */
export function rescore(to: AnyGameDefinition, e: RankedEntryGame): RescoredEntry {
  const base = {
    gameId: e.gameId,
    playerId: e.playerId,
    playerName: e.playerName,
    kind: e.kind,
    date: e.date,
    finishedAt: e.finishedAt,
    oldTotal: e.score,
  };
  const r = replay(to, e.options, e.seed, e.playerCount, e.moves as SeatedMove[]);
  if (!r.ok) return { ...base, newTotal: null, refused: { index: r.error.index, code: r.error.violation.code } };
  const total = to.scores(r.value.state).find((s) => s.seat === e.seat)?.total ?? null;
  return { ...base, newTotal: total, refused: null };
}

function rulesOf(game: string, rulesVersion: string, flag: string): AnyGameDefinition {
  const known = rulesetsOf(game).map((r) => r.rulesVersion);
  if (known.length === 0) throw new RescoreRequestError(`unknown game "${game}"`);
  const def = getRules(rulesVersion);
  if (!def || def.id !== game) {
    throw new RescoreRequestError(
      `${flag}: unknown rules version "${rulesVersion}" for ${game}; known: ${known.join(', ')}`,
    );
  }
  return def;
}
