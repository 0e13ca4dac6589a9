import type { GameUi, SeatNames, StreamEvent } from './types';

/**
 * One stored event of a game's stream in plain words (several lines for a move that set off
 * several things): the move itself when the caller may see it and the engine said nothing, else
 * what the engine reported.
 */
export function tellEvent(e: StreamEvent, ui: GameUi, names: SeatNames): string[] {
  return tellRaw(e, ui, names).map(youAgree);
}

const YOU_VERBS: Record<string, string> = {
  gains: 'gain',
  loses: 'lose',
  takes: 'take',
  builds: 'build',
  sends: 'send',
  puts: 'put',
  wins: 'win',
  leads: 'lead',
  trails: 'trail',
  lacks: 'lack',
  gives: 'give',
  has: 'have',
  is: 'are',
};

/** "You gain", "Your Bathhouse": the games' sentences are written for a named seat. */
function youAgree(line: string): string {
  return line
    .replace(/\bYou’s\b/g, 'Your')
    .replace(/\bYou (\w+)\b/g, (all, verb: string) => (YOU_VERBS[verb] ? `You ${YOU_VERBS[verb]}` : all));
}

function tellRaw(e: StreamEvent, ui: GameUi, names: SeatNames): string[] {
  const who = e.seat === null ? 'Someone' : (names[e.seat] ?? `Seat ${e.seat + 1}`);
  const p = (e.payload ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'GameCreated':
      return ['The game is created.'];
    case 'GameStarted':
      return ['Every seat is taken: the game starts.'];
    case 'MoveMade': {
      const events = (p.events ?? []) as { type: string; [k: string]: unknown }[];
      const told = ui.tell(events, names);
      if (told.length > 0) return told;
      if (p.move !== undefined) return [`${who}: ${ui.describeMove(p.move, null, names)}.`];
      return [`${who} is planning in secret.`];
    }
    case 'TimedOut':
      return [`${who} ran out of time: the server moves for them.${p.forfeited ? ' That forfeits the game.' : ''}`];
    case 'Resigned':
      return [`${who} resigned.`];
    case 'GameFinished': {
      const ranking = (p.ranking ?? []) as { seat: number; rank: number; total: number }[];
      return [
        `The game is over: ${ranking.map((r) => `${names[r.seat] ?? `Seat ${r.seat + 1}`} ${r.total}`).join(', ')}.`,
      ];
    }
    case 'GameAbandoned':
      return [
        p.reason === 'DEADLINE_PASSED'
          ? 'The game closed unfinished: its deadline passed.'
          : `The game ended: ${names[Number(p.seat)] ?? 'a seat'} ${p.reason === 'RESIGNED' ? 'resigned' : 'forfeited'}.`,
      ];
    default:
      return [];
  }
}
