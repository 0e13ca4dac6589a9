import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AppendListener, type SeekChanged } from '../database/append-listener';
import type { SeekDto } from '../seeks/seeks.model';
import { SeeksService } from '../seeks/seeks.service';

/** What the live lobby (GET /v1/seeks/stream, lobbyChanged) tells: a seek joined or left the lobby. */
export type LobbyChange =
  { type: 'seekOpened'; seek: SeekDto } | { type: 'seekClosed'; seekId: string; game: string; status: string };

export type LobbySink = (change: LobbyChange) => void;

/**
 * The live lobby. Seeks opening and closing come from the append listener (SEEKS_CHANGED_CHANNEL,
 * sent by the transaction that wrote them, on any instance). An opening is read once per instance
 * and shown to every follower as GET /v1/seeks/{id} would (a seek already gone when read is not
 * shown: its close follows); a close is told as heard. The changes of one seek leave in the order
 * they were committed. The feed keeps no lobby of its own: when notices may have been missed (the
 * listener reconnected), each follower is told `lost` and ends, and its client reads the list again.
 */
@Injectable()
export class LobbyFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LobbyFeed');
  /** Followers: each one's game (null: every game), what to do when notices were lost, whether it is live. */
  private readonly sinks = new Map<LobbySink, { game: string | null; lost: () => void; live: boolean }>();
  /** Per seek, its changes in order (an opening waits for its read; its close waits for that). */
  private readonly queues = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly listener: AppendListener,
    private readonly seeks: SeeksService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.listener.subscribe({
      appended: () => undefined,
      seeksChanged: (c) => this.changed(c),
      resync: () => this.resync(),
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /**
   * The lobby's changes (of `game` only, when given) until `stop`; every change committed after
   * `ready` settles is told (read GET /v1/seeks after it to start from a complete list), unless
   * `lost` is called: some may then have been missed, and the follower should end (then re-read).
   */
  follow(game: string | null, sink: LobbySink, lost: () => void): { stop: () => void; ready: Promise<void> } {
    const entry = { game, lost, live: false };
    this.sinks.set(sink, entry);
    const hold = this.listener.hold();
    // The resync of its own registration comes before `ready`: only a live follower can have missed a notice.
    hold.ready.then(
      () => (entry.live = true),
      () => undefined,
    );
    return {
      ready: hold.ready,
      stop: () => {
        hold.release();
        this.sinks.delete(sink);
      },
    };
  }

  /** Followers on this instance (tests wait for their streams with it). */
  get following(): number {
    return this.sinks.size;
  }

  private resync(): void {
    for (const { lost, live } of [...this.sinks.values()]) if (live) lost();
  }

  private changed(c: SeekChanged): void {
    if (this.sinks.size === 0) return;
    const previous = this.queues.get(c.seekId) ?? Promise.resolve();
    const next = previous
      .then(() => this.tell(c))
      .catch((err: Error) => this.logger.warn(`lobby notice of seek ${c.seekId} failed: ${err.message}`))
      .finally(() => {
        if (this.queues.get(c.seekId) === next) this.queues.delete(c.seekId);
      });
    this.queues.set(c.seekId, next);
  }

  private async tell(c: SeekChanged): Promise<void> {
    let change: LobbyChange;
    if (c.status === 'OPEN') {
      const seek = await this.seeks.openSeek(c.seekId);
      if (!seek) return;
      change = { type: 'seekOpened', seek };
    } else {
      change = { type: 'seekClosed', seekId: c.seekId, game: c.game, status: c.status };
    }
    // One object for every follower: the SSE text is made once from it (LiveStreams).
    for (const [sink, { game }] of this.sinks) if (game === null || game === c.game) sink(change);
  }
}
