import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Clock } from '../common/clock/clock';
import { AppError, notFound } from '../common/errors/app-error';
import { assertViewable } from '../games/visibility';
import { GamesRepository, seatOf } from '../persistence/games.repository';
import type { AuthenticatedPlayer } from '../players/players.service';
import { GameFeed } from './game-feed';
import type { GameUpdate } from './game-update';
import { LobbyFeed, type LobbyChange } from './lobby-feed';
import { PlayerFeed } from './player-feed';
import { SseStream } from './sse';
import { StreamSlots, slotHolder } from './stream-slots';

/** EventSource waits this long before reconnecting (sent as `retry:`). */
const RETRY_MS = 2_000;

/**
 * The SSE text of an update, made once: a game's watchers of one seat share the same update
 * objects (GameFeed builds them once per seat), so 1,000 spectators cost one JSON.stringify.
 */
const encoded = new WeakMap<GameUpdate, string>();
function encode(u: GameUpdate): string {
  let text = encoded.get(u);
  if (text === undefined) encoded.set(u, (text = `id: ${u.version}\nevent: version\ndata: ${JSON.stringify(u)}\n\n`));
  return text;
}

/** A lobby change's SSE text, made once for every follower (LobbyFeed hands them all one object). */
const encodedChanges = new WeakMap<LobbyChange, string>();
function encodeChange(c: LobbyChange): string {
  let text = encodedChanges.get(c);
  if (text === undefined) {
    const data = c.type === 'seekOpened' ? c.seek : { seekId: c.seekId, game: c.game, status: c.status };
    encodedChanges.set(c, (text = `event: ${c.type}\ndata: ${JSON.stringify(data)}\n\n`));
  }
  return text;
}

/** A version: what Last-Event-ID and ?after= carry. */
const VERSION = /^\d{1,9}$/;

/**
 * Opens the Server-Sent Events streams: every check (game exists, may be seen, slot free, resume
 * point well-formed) happens before the response starts, so a refusal is an ordinary problem+json.
 * One timer sends the heartbeats of every open stream.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly open = new Set<SseStream>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly games: GamesRepository,
    private readonly feed: GameFeed,
    private readonly players: PlayerFeed,
    private readonly lobby: LobbyFeed,
    private readonly slots: StreamSlots,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const s of this.open) s.close('SHUTDOWN');
  }

  /** Streams open on this instance. */
  get count(): number {
    return this.open.size;
  }

  async gameStream(
    gameId: string,
    player: AuthenticatedPlayer | undefined,
    lastEventId: string | undefined,
    after: string | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    // The header wins: EventSource sends it on reconnect while the URL keeps its first ?after=.
    const resumeFrom = parseVersion(lastEventId, 'Last-Event-ID') ?? parseVersion(after, 'after');
    const game = await this.games.find(gameId);
    if (!game) throw notFound('Game', { gameId });
    const seat = seatOf(game, player?.id);
    assertViewable(game, seat, this.clock.now());
    const free = await this.slots.take(slotHolder(player?.keyId, request.ip));
    // No resume point: start with the newest version, which carries the caller's current view.
    const from = resumeFrom ?? Math.max(game.version - 1, -1);
    const sse = this.start(reply, free);
    const stop = this.feed.watch(game.id, seat, from, {
      deliver: (updates: GameUpdate[]) => {
        for (const u of updates) sse.raw(encode(u));
      },
      end: () => sse.close('GAME_OVER'),
    });
    void sse.done.then(stop);
  }

  async playerStream(player: AuthenticatedPlayer, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const free = await this.slots.take(slotHolder(player.keyId, request.ip));
    let sse: SseStream | null = null;
    const follow = this.players.follow(player.id, (notice) => sse?.send(notice.type, JSON.stringify(notice)));
    // The stream opens once appends are announced: a move made after it opens is told.
    await this.startWhenReady(follow, reply, free, (opened) => (sse = opened));
  }

  /**
   * The live lobby (of `game` only, when given): anyone may watch it, as anyone may read GET
   * /v1/seeks; a slot is taken per key, or per IP when anonymous.
   */
  async lobbyStream(
    game: string | null,
    player: AuthenticatedPlayer | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const free = await this.slots.take(slotHolder(player?.keyId, request.ip));
    let sse: SseStream | null = null;
    const follow = this.lobby.follow(
      game,
      (change) => sse?.raw(encodeChange(change)),
      // Changes may have been missed: the client reconnects and reads GET /v1/seeks again.
      () => sse?.close('RESYNC'),
    );
    // The stream opens once seeks are announced: one opened or closed after it opens is told.
    await this.startWhenReady(follow, reply, free, (opened) => (sse = opened));
  }

  /**
   * Opens the stream once `follow` is ready, hands it to `opened` at once (no await between, so no
   * notice falls in a gap), and stops following when it ends; frees the slot if it never opens.
   */
  private async startWhenReady(
    follow: { ready: Promise<void>; stop: () => void },
    reply: FastifyReply,
    free: () => void,
    opened: (sse: SseStream) => void,
  ): Promise<void> {
    try {
      await follow.ready;
    } catch (err) {
      follow.stop();
      free();
      throw err;
    }
    const sse = this.start(reply, free);
    opened(sse);
    void sse.done.then(follow.stop);
  }

  private start(reply: FastifyReply, free: () => void): SseStream {
    const headers = reply.getHeaders() as Record<string, string | number | string[]>;
    reply.hijack();
    const sse = new SseStream(reply.raw, this.config.live.bufferBytes);
    sse.open(headers, RETRY_MS);
    this.open.add(sse);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const s of this.open) s.heartbeat();
      }, this.config.live.heartbeatMs);
      this.heartbeat.unref();
    }
    void sse.done.then(() => {
      this.open.delete(sse);
      free();
    });
    return sse;
  }
}

function parseVersion(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (name === 'after' && raw === '-1') return -1;
  if (!VERSION.test(raw.trim())) {
    throw new AppError('INVALID_LAST_EVENT_ID', `${name} must be a version (a non-negative integer).`, {
      [name === 'after' ? 'after' : 'lastEventId']: raw.slice(0, 40),
    });
  }
  return Number(raw.trim());
}
