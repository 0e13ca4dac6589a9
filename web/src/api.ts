/**
 * The page's API calls, made through `crier/client` (the typed client generated from openapi.json),
 * so every path, parameter and answer is the contract's. One function per call the page makes, one
 * error type carrying the problem+json `code` (and `reason`), and a distinct error when the server
 * cannot be reached at all. The page plays Troyes Dice only, so a game's `view`, `result`, moves and
 * state are narrowed from the contract's union over games to Troyes Dice's branch here, in one place.
 */
import { createCrierClient, type components } from '../../src/client';
import type { TroyesDiceMove, TroyesDiceResult, TroyesDiceView } from '../../src/engine';
import type { TroyesDiceState } from '../../src/engine/games/troyes-dice/types';

export type { TroyesDiceMove, TroyesDiceResult, TroyesDiceView, TroyesDiceState };

type Schemas = components['schemas'];
/** A contract type with the game-typed members narrowed to Troyes Dice's. */
type TroyesDice<T, Narrowed> = Omit<T, keyof Narrowed> & Narrowed;

export type RegisteredPlayer = Schemas['RegisteredPlayerDto'];
export type Player = Schemas['PlayerDto'];
/** An open game is `OPEN`: the contract's own enum. */
export type GameStatus = Schemas['GameDto']['status'];
export type Game = TroyesDice<
  Schemas['GameDto'],
  { view: TroyesDiceView; result: TroyesDiceResult | null; legalMoves: TroyesDiceMove[] | null }
>;
export type MoveAccepted = TroyesDice<
  Schemas['MoveAcceptedDto'],
  { view: TroyesDiceView; result: TroyesDiceResult | null; legalMoves: TroyesDiceMove[] | null }
>;
export type LegalMoves = TroyesDice<Schemas['LegalMovesDto'], { moves: TroyesDiceMove[] }>;
export type DailyPuzzle = Schemas['DailyPuzzleDto'];
export type BoardEntry = Schemas['LeaderboardPageDto']['items'][number];
export type BoardPage = Schemas['LeaderboardPageDto'];
export type MyRank = Schemas['MyRankDto'];
export type AllTimeEntry = Schemas['AllTimePageDto']['items'][number];
export type AllTimePage = Schemas['AllTimePageDto'];
export type HistoryEntry = Schemas['PlayerHistoryEntryDto'];
export type Achievement = Schemas['PlayerAchievementDto'];
export type StateAt = TroyesDice<Schemas['GameStateAtDto'], { state: TroyesDiceState }>;
export type HistoryEvent = Schemas['GameHistoryDto']['events'][number];
export type GameHistory = Schemas['GameHistoryDto'];
export type Verification = Schemas['VerificationDto'];

/** The Troyes Dice move stored at `seq` of a game's history, if that event is a move the caller may see. */
export function moveAt(history: GameHistory, seq: number): TroyesDiceMove | undefined {
  const event = history.events.find((e) => e.seq === seq);
  return event?.type === 'MoveMade' ? (event.payload.move as TroyesDiceMove | undefined) : undefined;
}

/** A refusal from Crier: the problem+json's stable `code`, plus its `reason` where it has one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problem: Record<string, unknown>,
  ) {
    super(message);
  }
  get reason(): string | undefined {
    return typeof this.problem.reason === 'string' ? this.problem.reason : undefined;
  }
}
/** The request never got an answer: the server is down or the network is. */
export class UnreachableError extends Error {}

export class Api {
  private readonly client;

  constructor(
    private readonly apiKey: () => string | null,
    base = '',
  ) {
    this.client = createCrierClient({ baseUrl: base || globalThis.location?.origin || '' });
    // The key can change while the page lives (sign-up, revocation): read it on every request.
    this.client.use({
      onRequest: ({ request }) => {
        const key = this.apiKey();
        if (key) request.headers.set('authorization', `Bearer ${key}`);
        return request;
      },
    });
  }

  register(name: string): Promise<RegisteredPlayer> {
    return answer(this.client.POST('/v1/players', { body: { name } }));
  }
  me(): Promise<Player> {
    return answer(this.client.GET('/v1/players/me'));
  }
  daily(kind: string): Promise<DailyPuzzle> {
    return answer(this.client.GET('/v1/daily/{kind}', { params: { path: { kind } } }));
  }
  startAttempt(kind: string): Promise<Game> {
    return answer(this.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind } } })) as Promise<Game>;
  }
  game(id: string): Promise<Game> {
    return answer(this.client.GET('/v1/games/{id}', { params: { path: { id } } })) as Promise<Game>;
  }
  move(id: string, move: TroyesDiceMove, expectedVersion: number): Promise<MoveAccepted> {
    // The idempotency key makes a retry after a lost answer safe (docs/api.md).
    return answer(
      this.client.POST('/v1/games/{id}/moves', {
        params: { path: { id }, header: { 'Idempotency-Key': randomKey() } },
        body: { move, expectedVersion },
      }),
    ) as Promise<MoveAccepted>;
  }
  dailyBoard(kind: string, date: string, first: number, after: string | null): Promise<BoardPage> {
    return answer(
      this.client.GET('/v1/leaderboards/{kind}/daily/{date}', {
        params: { path: { kind, date }, query: { first, ...(after ? { after } : {}) } },
      }),
    );
  }
  myRank(kind: string, date: string, around: number): Promise<MyRank> {
    return answer(
      this.client.GET('/v1/leaderboards/{kind}/daily/{date}/me', {
        params: { path: { kind, date }, query: { around } },
      }),
    );
  }
  allTime(kind: string, first: number, after: string | null): Promise<AllTimePage> {
    return answer(
      this.client.GET('/v1/leaderboards/{kind}/all-time', {
        params: { path: { kind }, query: { first, ...(after ? { after } : {}) } },
      }),
    );
  }
  history(kind: string, playerId: string, first: number, before: string | null): Promise<HistoryEntry[]> {
    return answer(
      this.client.GET('/v1/leaderboards/{kind}/players/{playerId}/history', {
        params: { path: { kind, playerId }, query: { first, ...(before ? { before } : {}) } },
      }),
    );
  }
  achievements(playerId: string): Promise<Achievement[]> {
    return answer(this.client.GET('/v1/players/{playerId}/achievements', { params: { path: { playerId } } }));
  }
  stateAt(id: string, at: number): Promise<StateAt> {
    return answer(
      this.client.GET('/v1/games/{id}/state', { params: { path: { id }, query: { at } } }),
    ) as Promise<StateAt>;
  }
  events(id: string): Promise<GameHistory> {
    return answer(this.client.GET('/v1/games/{id}/events', { params: { path: { id } } })) as Promise<GameHistory>;
  }
  verify(id: string): Promise<Verification> {
    return answer(this.client.GET('/v1/games/{id}/verify', { params: { path: { id } } }));
  }
}

/**
 * The answer's body, or the refusal as an ApiError, or UnreachableError when no answer came
 * (fetch threw, or a proxy answered 502/504 without a problem body).
 */
async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<NonNullable<T>> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (cause) {
    throw new UnreachableError(`Crier did not answer (${String(cause)}).`);
  }
  const { data, error, response } = result;
  if (!response.ok) {
    const problem = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
    if (!problem.code && response.status >= 502) {
      throw new UnreachableError(`Crier is unreachable (HTTP ${response.status}).`);
    }
    throw new ApiError(
      response.status,
      typeof problem.code === 'string' ? problem.code : `HTTP_${response.status}`,
      typeof problem.detail === 'string' ? problem.detail : response.statusText,
      problem,
    );
  }
  return data as NonNullable<T>;
}

function randomKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
