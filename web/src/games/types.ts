/**
 * What the game page needs from each game (web/src/games/<game>/): its board drawn from a view,
 * its legal moves grouped and said in words, its events told in words, its progress ("day 3 of
 * 8") and how to play it. The page itself (game-page.tsx) is the same for all three games.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { Layout } from '../../../src/drawing/panels';

/** One legal move as a person reads it: what it gives (`label`) and what it costs (`detail`). */
export interface MoveOption {
  label: string;
  detail?: string;
  move: unknown;
  /** The board part (`data-target`) that plays this very move when clicked. */
  target?: string;
}

/** Moves that belong together (one die, one place, one decision), with the board part they name. */
export interface MoveGroup {
  key: string;
  title: string;
  /** What the group is about, in a sentence (costs common to every option, a rule to remember). */
  note?: string;
  options: MoveOption[];
  /** Less common ways, folded away (changing a die's colour or value, say). */
  more?: { title: string; options: MoveOption[] };
  /** The board part (`data-target`) a click picks this group by. */
  target?: string;
  /**
   * When several of its options name one board part: `first` (the default) plays the first listed,
   * the plainest (a Troyes Dice box reached by a die as it is); `ask` shows them in the list, for
   * options no one is plainer than another (which follower goes on an Orléans space).
   */
  sharedTarget?: 'first' | 'ask';
}

/** A board part made a choice: its words, and what a click does (play the move, or show the group). */
export interface Choice {
  label: string;
  /** `move`: the click plays it; `group`: the click shows its group of moves in the list. */
  kind: 'move' | 'group';
  activate: () => void;
}

/** Who sits where, as the page says it: "you", "Bob", "greedy bot". */
export type SeatNames = string[];

export interface BoardProps<V> {
  view: V;
  /** The seat whose sheet or board is shown in full. */
  seat: number;
  names: SeatNames;
  layout: Layout;
  label?: string;
  choices?: Map<string, Choice>;
}

/** A stored event of a game's stream as the caller may see it (its `payload` as the engine wrote it). */
export interface StreamEvent {
  seq: number;
  type: string;
  seat: number | null;
  payload: unknown;
}

// The registry holds every game's UI; the page passes each the view and moves of its own game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameUi<V = any, M = any> {
  /** "day 3 of 8, morning", "round 2 of 6", "round 5 of 18: planning". */
  progress(view: V): string;
  Board(props: BoardProps<V>): VNode;
  /** Whose boards can be looked at one by one (Troyes Dice sheets, Orléans boards); none: one board for all. */
  perSeatBoard: boolean;
  /** The legal moves grouped and described; `view` is the mover's. */
  groupMoves(moves: M[], view: V, seat: number, names: SeatNames): MoveGroup[];
  /** What a step asks for, as the list's heading: "Choose a die", "Place your followers". */
  asks(view: V, seat: number): string;
  /** A move's engine events in words, from the point of view of `me` (null: a spectator). */
  tell(events: { type: string; [k: string]: unknown }[], names: SeatNames): string[];
  /** The caller's own move, when its events say nothing (a secret plan's step). */
  describeMove(move: M, view: V | null, names: SeatNames): string;
  /** A short "how to play", from the rulebook. */
  HowTo(): VNode;
  /** The score breakdown's rows in print order, with their labels. */
  breakdown(keys: string[]): [string, string][];
  /** The view a replay draws from a stored state (the engine's own view function). */
  viewOf(state: unknown): V;
  /** Anything the page adds beside the board for this game (e.g. who is where). */
  Extra?(props: { view: V; names: SeatNames }): ComponentChildren;
}

/** "Pass" from "pass", "Counter die" from "counterDie": the words of a move type nobody described yet. */
export function humanize(word: string): string {
  const spaced = word.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A move of a shape the page does not know yet (a newer ruleset): its fields in words. */
export function genericMove(move: unknown): string {
  if (!move || typeof move !== 'object') return String(move);
  const { type, ...rest } = move as Record<string, unknown>;
  const fields = Object.entries(rest).map(([k, v]) => `${humanize(k).toLowerCase()} ${JSON.stringify(v)}`);
  return `${humanize(String(type ?? 'move'))}${fields.length ? `: ${fields.join(', ')}` : ''}`;
}
