/**
 * A small typed wrapper over Crier's REST API (docs/api.md): one function per call the page
 * makes, one error type carrying the problem+json `code` (and `reason`), and a distinct error when
 * the server cannot be reached at all. Game shapes come from the engine's own exported types.
 */
import type { TroyesDiceMove, TroyesDiceResult, TroyesDiceView } from '../../src/engine';
import type { TroyesDiceState } from '../../src/engine/games/troyes-dice/types';
import type { GameDto } from '../../src/client/openapi-types';

export type { TroyesDiceMove, TroyesDiceResult, TroyesDiceView, TroyesDiceState };

export interface RegisteredPlayer {
  id: string;
  name: string;
  apiKey: string;
  keyId: string;
  createdAt: string;
}
export interface Player {
  id: string;
  name: string;
  createdAt: string;
}
/** From the contract (openapi.json), so it cannot drift: an open game is `OPEN`. */
export type GameStatus = GameDto['status'];
export interface Game {
  id: string;
  game: string;
  rulesVersion: string;
  status: GameStatus;
  version: number;
  mySeat: number | null;
  actors: number[];
  view: TroyesDiceView;
  result: TroyesDiceResult | null;
  seed: string | null;
  daily: { kind: string; date: string; ranked: boolean } | null;
  deadline: string | null;
}
export interface LegalMoves {
  version: number;
  seat: number;
  moves: TroyesDiceMove[];
}
export interface DailyPuzzle {
  kind: string;
  date: string;
  title: string;
  commitment: string;
  seed: string | null;
  opensAt: string;
  closesAt: string;
  entries: number;
}
export interface BoardEntry {
  rank: number;
  playerId: string;
  playerName: string;
  score: number;
  finishedAt: string;
  gameId: string;
}
export interface BoardPage {
  kind: string;
  date: string;
  items: BoardEntry[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}
export interface MyRank {
  entry: BoardEntry | null;
  totalCount: number;
  around: BoardEntry[];
}
export interface AllTimeEntry {
  rank: number;
  playerId: string;
  playerName: string;
  bestScore: number;
  bestGameId: string;
  bestAt: string;
  games: number;
  averageScore: number;
}
export interface AllTimePage {
  kind: string;
  items: AllTimeEntry[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}
export interface HistoryEntry extends BoardEntry {
  kind: string;
  date: string;
}
export interface Achievement {
  id: string;
  title: string;
  description: string;
  unlocked: boolean;
  unlockedAt: string | null;
  gameId: string | null;
  progress: number | null;
  counter: { counts: string; threshold: number } | null;
}
export interface StateAt {
  version: number;
  state: TroyesDiceState;
  actors: number[];
}
export interface HistoryEvent {
  seq: number;
  type: string;
  seat: number | null;
  payload: { move?: TroyesDiceMove } & Record<string, unknown>;
  at: string;
}
export interface GameHistory {
  gameId: string;
  status: string;
  version: number;
  seed: string | null;
  events: HistoryEvent[];
}
export interface Verification {
  valid: boolean;
  finished: boolean;
  claimsMatch: boolean | null;
  rulesVersion: string;
  firstInvalid: { index: number } | null;
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
  constructor(
    private readonly apiKey: () => string | null,
    private readonly base = '',
  ) {}

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const key = this.apiKey();
    let res: Response;
    try {
      res = await fetch(this.base + path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new UnreachableError(`Crier did not answer (${String(cause)}).`);
    }
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!res.ok) {
      const problem = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      // A proxy's 502/504 with an HTML page means the server itself is not there.
      if (!problem.code && res.status >= 502) throw new UnreachableError(`Crier is unreachable (HTTP ${res.status}).`);
      throw new ApiError(
        res.status,
        typeof problem.code === 'string' ? problem.code : `HTTP_${res.status}`,
        typeof problem.detail === 'string' ? problem.detail : res.statusText,
        problem,
      );
    }
    return data as T;
  }

  register(name: string): Promise<RegisteredPlayer> {
    return this.call('POST', '/v1/players', { name });
  }
  me(): Promise<Player> {
    return this.call('GET', '/v1/players/me');
  }
  daily(kind: string): Promise<DailyPuzzle> {
    return this.call('GET', `/v1/daily/${enc(kind)}`);
  }
  startAttempt(kind: string): Promise<Game> {
    return this.call('POST', `/v1/daily/${enc(kind)}/attempt`);
  }
  game(id: string): Promise<Game> {
    return this.call('GET', `/v1/games/${enc(id)}`);
  }
  legalMoves(id: string): Promise<LegalMoves> {
    return this.call('GET', `/v1/games/${enc(id)}/legal-moves`);
  }
  move(id: string, move: TroyesDiceMove, expectedVersion: number): Promise<{ version: number; status: GameStatus }> {
    // The idempotency key makes a retry after a lost answer safe (docs/api.md).
    return this.call(
      'POST',
      `/v1/games/${enc(id)}/moves`,
      { move, expectedVersion },
      { 'idempotency-key': randomKey() },
    );
  }
  dailyBoard(kind: string, date: string, first: number, after: string | null): Promise<BoardPage> {
    return this.call('GET', `/v1/leaderboards/${enc(kind)}/daily/${enc(date)}${query({ first, after })}`);
  }
  myRank(kind: string, date: string, around: number): Promise<MyRank> {
    return this.call('GET', `/v1/leaderboards/${enc(kind)}/daily/${enc(date)}/me${query({ around })}`);
  }
  allTime(kind: string, first: number, after: string | null): Promise<AllTimePage> {
    return this.call('GET', `/v1/leaderboards/${enc(kind)}/all-time${query({ first, after })}`);
  }
  history(kind: string, playerId: string, first: number, before: string | null): Promise<HistoryEntry[]> {
    return this.call(
      'GET',
      `/v1/leaderboards/${enc(kind)}/players/${enc(playerId)}/history${query({ first, before })}`,
    );
  }
  achievements(playerId: string): Promise<Achievement[]> {
    return this.call('GET', `/v1/players/${enc(playerId)}/achievements`);
  }
  stateAt(id: string, at: number): Promise<StateAt> {
    return this.call('GET', `/v1/games/${enc(id)}/state${query({ at })}`);
  }
  events(id: string): Promise<GameHistory> {
    return this.call('GET', `/v1/games/${enc(id)}/events`);
  }
  verify(id: string): Promise<Verification> {
    return this.call('GET', `/v1/games/${enc(id)}/verify`);
  }
}

const enc = encodeURIComponent;

function query(params: Record<string, string | number | null | undefined>): string {
  const q = Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
    .join('&');
  return q ? `?${q}` : '';
}

function randomKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
