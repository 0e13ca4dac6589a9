import { describe, expect, it } from '@jest/globals';
import type { Clock } from '../common/clock/clock';
import type { AppendListener, AppendSubscriber } from '../database/append-listener';
import type { AnyGameDefinition } from '../engine';
import type { EventStore } from '../persistence/event-store';
import type { GameStates } from '../persistence/game-states';
import type { GameRecord, GamesRepository } from '../persistence/games.repository';
import type { StoredEvent } from '../persistence/stream-events';
import { GameFeed } from './game-feed';
import type { GameSnapshot } from './game-update';

const GAME = 'game-1';
const def = { actors: () => [], view: () => null, legalMoves: () => [] } as unknown as AnyGameDefinition;
const event = (seq: number): StoredEvent => ({ seq, type: 'GameStarted', seat: null, payload: {}, at: new Date(0) });

/** A store of `version + 1` events whose reads finish only when the test says so. */
class SlowStore {
  version = 0;
  readonly pending: { after: number; finish: () => void }[] = [];

  read(after: number): Promise<GameSnapshot> {
    const game = { id: GAME, version: this.version, status: 'ACTIVE', result: null, seedRevealAt: null };
    const events = Array.from({ length: this.version - after }, (_, i) => event(after + 1 + i));
    const snap = { game: game as unknown as GameRecord, def, state: {}, events, now: new Date(0) };
    return new Promise((resolve) => this.pending.push({ after, finish: () => resolve(snap) }));
  }

  /** Finishes the oldest read in flight and lets the feed handle it. */
  async finishNext(): Promise<number> {
    const read = this.pending.shift()!;
    read.finish();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return read.after;
  }
}

function feedOn(store: SlowStore): { feed: GameFeed; listener: { subscriber: AppendSubscriber | null } } {
  const listener = {
    subscriber: null as AppendSubscriber | null,
    subscribe(s: AppendSubscriber) {
      this.subscriber = s;
      return () => undefined;
    },
    hold: () => ({ ready: Promise.resolve(), release: () => undefined }),
  };
  const feed = new GameFeed(
    listener as unknown as AppendListener,
    {} as GamesRepository,
    {} as EventStore,
    {} as GameStates,
    {} as Clock,
  );
  feed.read = (_id: string, after: number) => store.read(after);
  feed.onModuleInit();
  return { feed, listener };
}

describe('GameFeed', () => {
  it('gives a watcher that arrives during a read every version, not only those of that read', async () => {
    const store = new SlowStore();
    const { feed, listener } = feedOn(store);
    const first: number[] = [];
    const late: number[] = [];
    feed.watch(GAME, null, -1, { deliver: (u) => first.push(...u.map((x) => x.version)), end: () => undefined });
    expect(await store.finishNext()).toBe(-1);
    expect(first).toEqual([0]);

    // Version 1 is appended; its read (from version 0) is in flight when a new watcher asks for all.
    store.version = 1;
    listener.subscriber!.appended({ gameId: GAME, from: 1, version: 1 });
    feed.watch(GAME, null, -1, { deliver: (u) => late.push(...u.map((x) => x.version)), end: () => undefined });
    expect(await store.finishNext()).toBe(0);
    expect(first).toEqual([0, 1]);
    // The late watcher is served by the next read, from its own starting point: no version skipped.
    expect(await store.finishNext()).toBe(-1);
    expect(late).toEqual([0, 1]);
    expect(first).toEqual([0, 1]);
    expect(store.pending).toEqual([]);
  });
});
