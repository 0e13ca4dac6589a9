/**
 * The page's API calls, made through `crier/client` (the typed client generated from openapi.json),
 * so every path, parameter and answer is the contract's. One function per call the page makes, one
 * error type carrying the problem+json `code` (and `reason`), and a distinct error when the server
 * cannot be reached at all. A game's `view`, moves and state stay the contract's union over the
 * games; each game's part of the page (web/src/games/<game>/) reads its own branch.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { createCrierClient, type components } from '../../src/client';
import type { TroyesDiceMove, TroyesDiceResult, TroyesDiceView } from '../../src/engine';
import type { TroyesDiceState } from '../../src/engine/games/troyes-dice/types';

export type { TroyesDiceMove, TroyesDiceResult, TroyesDiceView, TroyesDiceState };

type Schemas = components['schemas'];

export type RegisteredPlayer = Schemas['RegisteredPlayerDto'];
export type Player = Schemas['PlayerDto'];
/** An open game is `OPEN`: the contract's own enum. */
export type GameStatus = Schemas['GameDto']['status'];
export type DailyPuzzle = Schemas['DailyPuzzleDto'];
export type BoardEntry = Schemas['LeaderboardPageDto']['items'][number];
export type BoardPage = Schemas['LeaderboardPageDto'];
export type MyRank = Schemas['MyRankDto'];
export type AllTimeEntry = Schemas['AllTimePageDto']['items'][number];
export type AllTimePage = Schemas['AllTimePageDto'];
export type HistoryEntry = Schemas['PlayerHistoryEntryDto'];
export type Achievement = Schemas['PlayerAchievementDto'];
export type HistoryEvent = Schemas['GameHistoryDto']['events'][number];
export type GameHistory = Schemas['GameHistoryDto'];
export type Verification = Schemas['VerificationDto'];
/** A game of any of the three, as the lobby and "My games" list it (its view stays the contract's union). */
export type AnyGame = Schemas['GameDto'];
export type GamePage = Schemas['GamePageDto'];
export type GameType = Schemas['GameTypeDto'];
export type DailyKind = Schemas['DailyKindDto'];
export type CreateGame = Schemas['CreateGameInput'];
export type SeatInput = Schemas['SeatInput'];
export type DeviceCode = Schemas['DeviceCodeDto'];
export type ApiKey = Schemas['ApiKeyDto'];
export type PlayerName = Schemas['PlayerNameDto'];
/** One notice of the player's feed (GET /v1/players/me/stream): `type` is the SSE event name. */
export type PlayerNotice = Schemas['PlayerNoticeDto'];
/** One accepted version of a game as the caller may see it (GET /v1/games/{id}/stream). */
export type GameUpdate = Schemas['GameUpdateDto'];
/** What a move's answer carries for any game (its view stays the contract's union). */
export type AnyMoveAccepted = Schemas['MoveAcceptedDto'];
/** A game's state at a version, any game (replays). */
export type AnyStateAt = Schemas['GameStateAtDto'];
export type Seek = Schemas['SeekDto'];
export type SeekPage = Schemas['SeekPageDto'];
/** A seek that left the open lobby (the live lobby's `seekClosed`). */
export type SeekClosed = Schemas['SeekClosedDto'];
/** One change of the live lobby (GET /v1/seeks/stream), or word that the stream is open. */
export type LobbyChange = { open: true } | { opened: Seek } | { closed: SeekClosed };
export type CreateSeek = Schemas['CreateSeekInput'];
/** A game with ratings: `troyes`, `orleans`, `troyes-dice` (multiplayer only). */
export type RatedGame = Schemas['GameTypeId'];
export type RatingEntry = Schemas['RatingEntryDto'];
export type RatingBoard = Schemas['RatingBoardPageDto'];
export type MyRating = Schemas['MyRatingDto'];
export type RatingChange = Schemas['RatingChangeDto'];
export type RatingHistory = Schemas['RatingHistoryPageDto'];
export type Rematch = Schemas['RematchDto'];

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
  /** Seconds to wait before trying again (RATE_LIMITED, the 503s): the `Retry-After` the server sent. */
  retryAfter?: number;
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
  /** The player behind a key typed by hand ("sign in with a key"), before it becomes the session's. */
  meWithKey(apiKey: string): Promise<Player> {
    return answer(this.client.GET('/v1/players/me', { headers: { authorization: `Bearer ${apiKey}` } }));
  }
  /** How many players already go by `name` (the sign-up form warns before a second "Ada"). */
  playerName(name: string): Promise<PlayerName> {
    return answer(this.client.GET('/v1/player-names/{name}', { params: { path: { name } } }));
  }
  createDeviceCode(): Promise<DeviceCode> {
    return answer(this.client.POST('/v1/players/me/device-codes'));
  }
  redeemDeviceCode(code: string): Promise<RegisteredPlayer> {
    return answer(this.client.POST('/v1/device-codes/redeem', { body: { code } }));
  }
  apiKeys(): Promise<ApiKey[]> {
    return answer(this.client.GET('/v1/players/me/api-keys'));
  }
  async revokeApiKey(keyId: string): Promise<void> {
    await answer(this.client.DELETE('/v1/players/me/api-keys/{keyId}', { params: { path: { keyId } } }));
  }
  gameTypes(): Promise<GameType[]> {
    return answer(this.client.GET('/v1/game-types'));
  }
  dailyKinds(): Promise<DailyKind[]> {
    return answer(this.client.GET('/v1/daily'));
  }
  createGame(input: CreateGame): Promise<AnyGame> {
    return answer(this.client.POST('/v1/games', { body: input }));
  }
  joinGame(id: string): Promise<AnyGame> {
    return answer(this.client.POST('/v1/games/{id}/join', { params: { path: { id } } }));
  }
  anyGame(id: string): Promise<AnyGame> {
    return answer(this.client.GET('/v1/games/{id}', { params: { path: { id } } }));
  }
  /** Games newest first: the open ones (the lobby), or the caller's own (`mine`). */
  games(query: { status?: GameStatus; mine?: boolean; first?: number; after?: string | null }): Promise<GamePage> {
    const { after, ...rest } = query;
    return answer(this.client.GET('/v1/games', { params: { query: { ...rest, ...(after ? { after } : {}) } } }));
  }
  practice(kind: string, date: string): Promise<AnyGame> {
    return answer(this.client.POST('/v1/daily/{kind}/{date}/practice', { params: { path: { kind, date } } }));
  }
  /**
   * The player's feed (GET /v1/players/me/stream) until `signal` aborts or the stream ends: each
   * notice as it comes. Read through the typed client as a stream (EventSource cannot send the key),
   * parsed by eventsource-parser.
   */
  async *notices(signal: AbortSignal): AsyncGenerator<PlayerNotice> {
    const body = await answer(this.client.GET('/v1/players/me/stream', { parseAs: 'stream', signal }));
    for await (const m of messages(body)) if (m.data) yield JSON.parse(m.data) as PlayerNotice;
  }
  /**
   * A game's versions after `after` (GET /v1/games/{id}/stream) as they are accepted, until the
   * game ends (`close`), `signal` aborts or the stream drops: the live part of the game page.
   */
  async *gameUpdates(
    id: string,
    after: number,
    signal: AbortSignal,
  ): AsyncGenerator<GameUpdate | { close: string } | { open: true }> {
    const body = await answer(
      this.client.GET('/v1/games/{id}/stream', {
        params: { path: { id }, query: { after } },
        parseAs: 'stream',
        signal,
      }),
    );
    yield { open: true }; // the stream is open: what comes next is live
    for await (const m of messages(body)) {
      if (!m.data) continue;
      const data = JSON.parse(m.data) as Record<string, unknown>;
      if (m.event === 'close') yield { close: String(data.reason ?? '') };
      else yield data as unknown as GameUpdate;
    }
  }
  /**
   * The open lobby's changes (GET /v1/seeks/stream) until `signal` aborts or the stream drops:
   * `{open: true}` first (what comes next is live: read the list then), then each seek that joins
   * (`opened`) or leaves it (`closed`).
   */
  async *lobbyChanges(signal: AbortSignal): AsyncGenerator<LobbyChange> {
    const body = await answer(this.client.GET('/v1/seeks/stream', { parseAs: 'stream', signal }));
    yield { open: true };
    for await (const m of messages(body)) {
      if (!m.data) continue;
      if (m.event === 'seekOpened') yield { opened: JSON.parse(m.data) as Seek };
      else if (m.event === 'seekClosed') yield { closed: JSON.parse(m.data) as SeekClosed };
    }
  }
  /**
   * A move of any game; the legal moves the page shows are the only moves it sends. The
   * idempotency key makes a retry after a lost answer safe (docs/api.md).
   */
  submit(id: string, move: unknown, expectedVersion: number): Promise<AnyMoveAccepted> {
    return answer(
      this.client.POST('/v1/games/{id}/moves', {
        params: { path: { id }, header: { 'Idempotency-Key': randomKey() } },
        body: { move: move as TroyesDiceMove, expectedVersion },
      }),
    ) as unknown as Promise<AnyMoveAccepted>;
  }
  anyStateAt(id: string, at: number): Promise<AnyStateAt> {
    return answer(this.client.GET('/v1/games/{id}/state', { params: { path: { id }, query: { at } } }));
  }
  daily(kind: string): Promise<DailyPuzzle> {
    return answer(this.client.GET('/v1/daily/{kind}', { params: { path: { kind } } }));
  }
  startAttempt(kind: string): Promise<AnyGame> {
    return answer(this.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind } } }));
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
  /** Seek a game (docs/api.md, "Matchmaking"): MATCHED with its gameId at once, or OPEN until matched. */
  createSeek(input: CreateSeek): Promise<Seek> {
    return answer(this.client.POST('/v1/seeks', { body: input }));
  }
  seek(id: string): Promise<Seek> {
    return answer(this.client.GET('/v1/seeks/{id}', { params: { path: { id } } }));
  }
  async deleteSeek(id: string): Promise<void> {
    await answer(this.client.DELETE('/v1/seeks/{id}', { params: { path: { id } } }));
  }
  /** The open seeks, newest first. */
  seeks(first: number): Promise<SeekPage> {
    return answer(this.client.GET('/v1/seeks', { params: { query: { first } } }));
  }
  ratingBoard(game: RatedGame, provisional: boolean, first: number, after: string | null): Promise<RatingBoard> {
    return answer(
      this.client.GET('/v1/ratings/{game}', {
        params: {
          path: { game },
          query: { first, provisional: provisional ? 'true' : 'false', ...(after ? { after } : {}) },
        },
      }),
    );
  }
  /** Some players' entries with their ranks on the whole board (a profile's ratings). */
  ratingsOf(game: RatedGame, ids: string[], provisional: boolean): Promise<RatingBoard> {
    return answer(
      this.client.GET('/v1/ratings/{game}/players', {
        params: { path: { game }, query: { ids: ids.join(','), provisional: provisional ? 'true' : 'false' } },
      }),
    );
  }
  myRating(game: RatedGame, around: number): Promise<MyRating> {
    return answer(this.client.GET('/v1/ratings/{game}/me', { params: { path: { game }, query: { around } } }));
  }
  ratingHistory(game: RatedGame, playerId: string, first: number): Promise<RatingHistory> {
    return answer(
      this.client.GET('/v1/ratings/{game}/players/{playerId}/history', {
        params: { path: { game, playerId }, query: { first } },
      }),
    );
  }
  /** The rematch proposed for an ended game, or null when nobody proposed one. */
  async rematchOf(id: string): Promise<Rematch | null> {
    try {
      return await answer(this.client.GET('/v1/games/{id}/rematch', { params: { path: { id } } }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }
  }
  /** Propose a rematch, or accept the one proposed: STARTED with its gameId once everyone has. */
  rematch(id: string): Promise<Rematch> {
    return answer(this.client.POST('/v1/games/{id}/rematch', { params: { path: { id } } }));
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
    const refusal = new ApiError(
      response.status,
      typeof problem.code === 'string' ? problem.code : `HTTP_${response.status}`,
      typeof problem.detail === 'string' ? problem.detail : response.statusText,
      problem,
    );
    const retryAfter = Number(response.headers.get('retry-after') ?? problem.retryAfterSeconds);
    if (Number.isFinite(retryAfter) && retryAfter >= 0) refusal.retryAfter = retryAfter;
    throw refusal;
  }
  return data as NonNullable<T>;
}

/** A server-sent stream's messages (event name and data), parsed by eventsource-parser. */
async function* messages(body: unknown): AsyncGenerator<{ event?: string; data: string }> {
  // TypeScript's DOM types say a TextDecoderStream takes any BufferSource; the body is bytes.
  const events = (body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function randomKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
