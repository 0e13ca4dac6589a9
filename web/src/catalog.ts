/**
 * What the page says about games, seats and choices, in a player's words: one place for the
 * names, player counts, bot policies and options the Play page, the lobby and "My games" show.
 * Counts and policies come from GET /v1/game-types; this adds the plain-language explanations.
 */
import type { AnyGame, GameType } from './api';

export const GAME_BLURB: Record<string, string> = {
  'troyes-dice':
    'A roll-and-write: each half-day everyone uses the same dice to build in the three districts of Troyes and gain citizens. Everyone plays at once.',
  troyes:
    'A dice-placement game: hire citizens, work the city’s activities, fight the events and score through hidden characters. Players take turns.',
  orleans:
    'A bag-building game: draw followers from your bag, place them on actions, trade across the map and develop your town. Everyone plans at once, then acts in turn.',
};

export function gameTitle(id: string, types?: GameType[]): string {
  return (
    types?.find((t) => t.id === id)?.title ??
    { 'troyes-dice': 'Troyes Dice', troyes: 'Troyes', orleans: 'Orléans' }[id] ??
    id
  );
}

export function playerRange(type: GameType): string {
  return type.minPlayers === type.maxPlayers
    ? `${type.minPlayers} players`
    : `${type.minPlayers} to ${type.maxPlayers} players`;
}

/** What each bot policy is, for a person choosing an opponent (the API's text is for developers). */
export const POLICY_WORDS: Record<string, string> = {
  random: 'Random: picks any legal move. Easy to beat; good for learning the moves.',
  greedy: 'Greedy: takes the move that scores best right now, without looking ahead. A fair opponent, and quick.',
  rollout:
    'Rollout: tries its best few moves, imagines the game going on after each, and keeps the one that turned out best. The strongest, and it thinks longer.',
};

export const BOTS_EXPLAINED =
  'A bot is a computer player. It sees only what its seat may see (never your hand, the bag or the dice to come) and plays at once when its turn comes, so a game against bots never waits.';

export const TIMED_EXPLAINED =
  'A timed game gives each turn some free seconds; when they run out, your time bank pays for the rest, and it never refills. With the bank empty, the server plays the cheapest move for you; after 3 such timeouts you forfeit. Untimed: take as long as you like.';

/** Sensible clocks, from "play now" to "a move a day". */
export const CLOCK_PRESETS: { id: string; label: string; moveSeconds: number; bankSeconds: number }[] = [
  { id: 'quick', label: '1 minute a turn, plus a 10-minute bank', moveSeconds: 60, bankSeconds: 600 },
  { id: 'relaxed', label: '5 minutes a turn, plus a 30-minute bank', moveSeconds: 300, bankSeconds: 1800 },
  { id: 'daily', label: '1 day a turn, no bank (correspondence)', moveSeconds: 86_400, bankSeconds: 0 },
];

/** One option of a game as a control: its label, values and what each value means. */
export interface OptionChoice {
  key: string;
  label: string;
  values: { value: unknown; label: string }[];
  explain: string;
}

/** The options a person may set when creating a game of `game` (the engine's defaults otherwise). */
export const GAME_OPTIONS: Record<string, OptionChoice[]> = {
  'troyes-dice': [
    {
      key: 'expansion',
      label: 'Expansion',
      values: [
        { value: false, label: 'Base game' },
        { value: true, label: 'With Banquets & Raids' },
      ],
      explain:
        'Banquets & Raids adds 3 of its 8 two-sided tiles, drawn at random: each changes a rule of the dice wheel, for the better (a banquet) or the worse (a raid).',
    },
    {
      key: 'numbering',
      label: 'Column numbers',
      values: [
        { value: 'first-game', label: 'First game: 1 to 6, left to right' },
        { value: 'rolled', label: 'Rolled: a random start and direction' },
      ],
      explain: 'Which die value builds in which column. The rulebook suggests 1 to 6 for a first game.',
    },
  ],
  orleans: [
    {
      key: 'harvest',
      label: 'Harvest',
      values: [
        { value: 'coinsForMissingFood', label: 'Food first, 5 coins per missing food' },
        { value: 'foodOrCoins', label: 'Food or 5 coins, your choice' },
      ],
      explain: 'At each harvest you feed your town: the rulebook makes you give food while you have it.',
    },
  ],
  troyes: [],
};

/** "you, Bob, 2 greedy bots and an open seat"; "you alone" for a solo game. */
export function seatsInWords(game: AnyGame, me?: string): string {
  if (game.seats.length === 1 && game.seats[0]?.player?.id === me) return 'you alone';
  const people = game.seats.flatMap((s) => (s.player ? [s.player.id === me ? 'you' : s.player.name] : []));
  const bots = new Map<string, number>();
  for (const s of game.seats) if (s.bot) bots.set(s.bot.split('@')[0]!, (bots.get(s.bot.split('@')[0]!) ?? 0) + 1);
  const open = game.seats.filter((s) => !s.player && !s.bot).length;
  const parts = [
    ...people,
    ...[...bots].map(([policy, n]) => (n === 1 ? `a ${policy} bot` : `${n} ${policy} bots`)),
    ...(open ? [open === 1 ? 'an open seat' : `${open} open seats`] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

/** Whose turn it is, from the caller's side: "Your turn", "Bob's turn", "Waiting for 2 players". */
export function turnInWords(game: AnyGame, me?: string): string {
  if (game.status === 'OPEN') {
    const open = game.seats.filter((s) => !s.player && !s.bot).length;
    return `Waiting for ${open} more player${open === 1 ? '' : 's'}`;
  }
  if (game.status !== 'ACTIVE') return game.status === 'FINISHED' ? 'Finished' : 'Ended';
  if (game.mySeat !== null && game.actors.includes(game.mySeat)) return 'Your turn';
  const others = game.actors.map((a) => game.seats.find((s) => s.seat === a)).filter((s) => s !== undefined);
  if (others.length === 1) {
    const s = others[0]!;
    return s.player ? `${s.player.id === me ? 'Your' : `${s.player.name}’s`} turn` : 'A bot’s turn';
  }
  return `Waiting for ${others.length} players`;
}

export const isMyTurn = (game: AnyGame): boolean =>
  game.status === 'ACTIVE' && game.mySeat !== null && game.actors.includes(game.mySeat);

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
