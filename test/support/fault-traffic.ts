import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { http, type RawResponse } from './http-client';
import { StallRecorder } from './stall-recorder';

/** One request the traffic made: what it was, how it ended and how long it took. */
export interface Outcome {
  what: 'legal-moves' | 'move' | 'new game';
  /** The HTTP status, or 'no answer' when the client gave up (a hang). */
  status: number | 'no answer';
  ms: number;
  /** When it started, ms from the traffic's start (to tell requests during a fault from others). */
  at: number;
  code?: string;
  reason?: string;
  retryAfter?: string | null;
  contentType?: string;
}

/** A move sent under an Idempotency-Key, and the version it was acknowledged with (201). */
export interface SentMove {
  gameId: string;
  key: string;
  move: unknown;
  version?: number;
}

interface Player {
  index: number;
  apiKey: string;
  gameId: string;
  sent: SentMove[];
  /** The move answered 503: sent again, with the same key, until it is acknowledged. */
  pending: SentMove | null;
}

/**
 * Players each playing solo Troyes Dice against a Crier, the way a careful client does: every
 * move under an Idempotency-Key, and a move answered 503 sent again with the same key until it
 * is acknowledged. Records every request's status and duration, so a test can check that none
 * hung and none failed otherwise, and that the streams hold exactly the acknowledged moves.
 */
export class FaultTraffic {
  readonly outcomes: Outcome[] = [];
  private readonly players: Player[] = [];
  private readonly started = performance.now();
  /** When this process itself stalled (not Crier waiting on the database): see badOutcomes. */
  readonly stalls = new StallRecorder(this.started);
  private running: Promise<void>[] = [];
  private stopping = false;

  private constructor(
    private readonly base: string,
    /** A request unanswered after this long is recorded as 'no answer'. */
    private readonly giveUpMs: number,
  ) {}

  /** Registers `count` players with a game each (the database must be up) and starts playing. */
  static async start(base: string, count: number, giveUpMs: number): Promise<FaultTraffic> {
    const traffic = new FaultTraffic(base, giveUpMs);
    for (let index = 0; index < count; index++) {
      const player = await http(base, '/v1/players', { body: { name: `Traffic ${index}` } });
      if (player.status !== 201) throw new Error(`registration failed: ${player.status} ${player.text}`);
      const apiKey = player.body.apiKey as string;
      const game = await traffic.newGame(apiKey);
      if (!game) throw new Error('the first game could not be created');
      traffic.players.push({ index, apiKey, gameId: game, sent: [], pending: null });
    }
    traffic.running = traffic.players.map((p) => traffic.play(p));
    return traffic;
  }

  /** Milliseconds since the traffic started. */
  now(): number {
    return performance.now() - this.started;
  }

  /** Moves acknowledged so far. */
  get acknowledged(): number {
    return this.players.reduce((n, p) => n + p.sent.filter((s) => s.version !== undefined).length, 0);
  }

  /** Acknowledged moves started at or after `at` (ms from the start). */
  acknowledgedSince(at: number): number {
    return this.outcomes.filter((o) => o.what === 'move' && o.status === 201 && o.at >= at).length;
  }

  /**
   * Stops new moves, sends every move still unacknowledged again with its key until it is
   * (within `settleMs`), and returns every move sent.
   */
  async stop(settleMs = 20_000): Promise<SentMove[]> {
    this.stopping = true;
    await Promise.all(this.running);
    this.stalls.stop();
    const deadline = performance.now() + settleMs;
    for (const p of this.players) {
      while (p.pending && performance.now() < deadline) {
        await this.sendMove(p, p.pending);
        if (p.pending) await sleep(100);
      }
    }
    return this.players.flatMap((p) => p.sent);
  }

  private async play(p: Player): Promise<void> {
    for (let n = 0; !this.stopping; n++) {
      if (p.pending) {
        await this.sendMove(p, p.pending);
        if (p.pending) await sleep(50);
        continue;
      }
      const legal = await this.request('legal-moves', `/v1/games/${p.gameId}/legal-moves`, p.apiKey);
      if (legal?.status !== 200) {
        await sleep(50);
        continue;
      }
      const moves = legal.body.moves as unknown[];
      if (moves.length === 0) {
        // The game is over: start another.
        const next = await this.newGame(p.apiKey);
        if (next) p.gameId = next;
        else await sleep(50);
        continue;
      }
      const sent: SentMove = { gameId: p.gameId, key: `t${p.index}-${n}`, move: moves[n % moves.length] };
      p.sent.push(sent);
      await this.sendMove(p, sent);
    }
  }

  /** Sends the move under its key; acknowledged on 201, pending (to send again) on 503. */
  private async sendMove(p: Player, sent: SentMove): Promise<void> {
    const res = await this.request('move', `/v1/games/${sent.gameId}/moves`, p.apiKey, {
      key: sent.key,
      body: { move: sent.move },
    });
    if (res?.status === 201) {
      sent.version = res.body.version as number;
      p.pending = null;
    } else {
      // 503 or no answer: the move may or may not be stored; only its key can tell.
      p.pending = sent;
    }
  }

  private async newGame(apiKey: string): Promise<string | null> {
    const res = await this.request('new game', '/v1/games', apiKey, { body: { game: 'troyes-dice', seats: 1 } });
    return res?.status === 201 ? (res.body.id as string) : null;
  }

  private async request(
    what: Outcome['what'],
    path: string,
    apiKey: string,
    opts: { key?: string; body?: unknown } = {},
  ): Promise<RawResponse | null> {
    const at = this.now();
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    if (opts.key) headers['idempotency-key'] = opts.key;
    try {
      const res = await http(this.base, path, { headers, body: opts.body, timeoutMs: this.giveUpMs });
      this.outcomes.push({
        what,
        status: res.status,
        ms: this.now() - at,
        at,
        code: res.body?.code,
        reason: res.body?.reason,
        retryAfter: res.headers.get('retry-after'),
        contentType: res.contentType,
      });
      return res;
    } catch {
      this.outcomes.push({ what, status: 'no answer', ms: this.now() - at, at });
      return null;
    }
  }
}

/**
 * What the database holds for the moves sent: for each game, its seqs must be 0..n with no gap
 * and its moves exactly the acknowledged ones, each once, at the version it was acknowledged with.
 * Returns the problems found (empty when all holds).
 */
export async function checkStreams(pool: Pool, sent: SentMove[]): Promise<string[]> {
  const problems: string[] = [];
  const unacknowledged = sent.filter((s) => s.version === undefined);
  if (unacknowledged.length > 0) problems.push(`${unacknowledged.length} move(s) never acknowledged`);
  for (const gameId of new Set(sent.map((s) => s.gameId))) {
    const { rows } = await pool.query<{ seq: number; type: string }>(
      'SELECT seq, type FROM game_event WHERE game_id = $1 ORDER BY seq',
      [gameId],
    );
    if (rows.some((r, i) => r.seq !== i)) problems.push(`game ${gameId}: seqs ${rows.map((r) => r.seq).join(',')}`);
    // A move that ends the game is acknowledged with the version of the GameFinished after it.
    const typeAt = new Map(rows.map((r) => [r.seq, r.type]));
    const moveSeqs = rows.filter((r) => r.type === 'MoveMade').map((r) => r.seq);
    const acknowledged = sent
      .filter((s) => s.gameId === gameId && s.version !== undefined)
      .map((s) => (typeAt.get(s.version!) === 'GameFinished' ? s.version! - 1 : s.version));
    if (JSON.stringify(moveSeqs) !== JSON.stringify(acknowledged)) {
      problems.push(`game ${gameId}: moves at ${moveSeqs.join(',')}, acknowledged at ${acknowledged.join(',')}`);
    }
  }
  return problems;
}

/**
 * The outcomes that break the promise under a database fault: no answer, longer than `boundMs`
 * (not counting the time this process itself stalled while it ran: `stalls`), a status other than
 * 200/201/503, or a 503 that is not a database problem+json with Retry-After.
 */
export function badOutcomes(
  outcomes: Outcome[],
  boundMs: number,
  stalls?: StallRecorder,
): (Outcome & { stalledMs: number })[] {
  const judged = outcomes.map((o) => ({ ...o, stalledMs: stalls?.within(o.at, o.at + o.ms) ?? 0 }));
  return judged.filter((o) => {
    if (o.status === 'no answer' || o.ms - o.stalledMs > boundMs) return true;
    if (o.status === 503) {
      return (
        !/^application\/problem\+json/.test(o.contentType ?? '') ||
        !['DATABASE_TIMEOUT', 'DATABASE_UNAVAILABLE'].includes(o.code ?? '') ||
        typeof o.reason !== 'string' ||
        !o.retryAfter
      );
    }
    return ![200, 201].includes(o.status);
  });
}

/** Counts of outcomes by status and code/reason, and the slowest, for a report line. */
export function summarise(outcomes: Outcome[]): Record<string, unknown> {
  const by: Record<string, number> = {};
  for (const o of outcomes) {
    const k = o.status === 503 ? `503 ${o.code}/${o.reason}` : String(o.status);
    by[k] = (by[k] ?? 0) + 1;
  }
  const slowest = Math.max(0, ...outcomes.map((o) => o.ms));
  return { requests: outcomes.length, by, slowestMs: Math.round(slowest) };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
