/**
 * What a webhook can be told, and the bodies it receives. The outbox rows carry `data`; the worker
 * wraps it in the envelope at delivery time. The same shapes are documented in the OpenAPI
 * document's `webhooks` section (webhooks-openapi.ts) and docs/api.md, "Webhooks".
 */
export const WEBHOOK_EVENTS = [
  'turn',
  'seek.matched',
  'rematch.proposed',
  'game.started',
  'game.finished',
  'rating.changed',
  'daily.closed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_MEANING: Record<WebhookEvent, string> = {
  turn: 'Your seat must act now and was not already waiting (the mover itself is not told: its answer says so).',
  'seek.matched': 'A seek of yours was seated: its game was created with every seat taken (written with it).',
  'rematch.proposed':
    'Another person of an ended game of yours proposed a rematch: it starts when every person accepted (written with the proposal).',
  'game.started': 'A game you are seated in started: its last seat was taken (or you created a solo game).',
  'game.finished': 'A game you are seated in ended: FINISHED with its result, or ABANDONED (deadline passed).',
  'rating.changed': 'A rated game you were seated in ended: what it did to your rating (written with its end).',
  'daily.closed': 'A daily puzzle day closed: its seed is revealed (sent for days that close after you subscribed).',
};

export interface TurnData {
  gameId: string;
  game: string;
  /** The game's version at which it became your turn. */
  version: number;
  seat: number;
}

export interface GameStartedData {
  gameId: string;
  game: string;
  version: number;
  /** Your seat. */
  seat: number;
  seats: { seat: number; playerId: string }[];
}

export interface GameFinishedData {
  gameId: string;
  game: string;
  version: number;
  /** Your seat. */
  seat: number;
  status: 'FINISHED' | 'ABANDONED';
  /** Scores and ranking when FINISHED; null when ABANDONED. */
  result: unknown;
}

/** rating.changed: one seat's change (RatingChangeDto's fields), with the game type. */
export interface RatingChangedData {
  gameId: string;
  game: string;
  seat: number;
  playerId: string;
  place: number;
  ratingBefore: number;
  ratingAfter: number;
  change: number;
  muBefore: number;
  sigmaBefore: number;
  muAfter: number;
  sigmaAfter: number;
  games: number;
  provisional: boolean;
  finishedAt: string;
}

export interface DailyClosedData {
  kind: string;
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** The day's seed, now public (sha256 of it was the day's commitment). */
  seed: string;
  closedAt: string;
}

/** The JSON body of every delivery. */
export interface WebhookEnvelope {
  /** The delivery id: the same on every retry of it, so receivers can de-duplicate. */
  id: string;
  event: WebhookEvent;
  /** When the event happened (the outbox row was written). */
  createdAt: string;
  data: unknown;
}

/** Request headers of a delivery. */
export const SIGNATURE_HEADER = 'Crier-Signature';
export const DELIVERY_ID_HEADER = 'Crier-Delivery-Id';
export const EVENT_HEADER = 'Crier-Event';
