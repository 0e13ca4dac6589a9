import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyGame, AnyMoveAccepted, Api, GameUpdate } from '../api';
import { describeTrouble, type Trouble } from '../messages';
import type { StreamEvent } from './types';

/** Reconnection waits after a dropped stream: quick at first, then no more than every 30 s. */
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

export interface LiveGame {
  game: AnyGame | null;
  /** Every stored event read so far, oldest first: the log is told from these. */
  events: StreamEvent[];
  trouble: Trouble | null;
  /** `live` while the stream is open; `over` once the game ended and the stream closed. */
  link: 'connecting' | 'live' | 'over' | 'retrying';
  /** A move's answer: shown at once (the stream brings the same version a moment later). */
  moved(answer: AnyMoveAccepted): void;
  /** Reads the game again (after a refusal that says it moved on). */
  reload(): Promise<void>;
  setTrouble(t: Trouble | null): void;
}

/**
 * A game as it happens: read once, then its stream (GET /v1/games/{id}/stream) from the start,
 * which brings the history for the log and then every accepted version live, with the caller's
 * view, actors and legal moves on the newest. No polling; a dropped stream resumes after the last
 * version read. The game is read again only when what the stream does not carry changed (seats
 * taken, clocks).
 */
export function useLiveGame(api: Api, gameId: string, onRevoked: (t: Trouble) => void): LiveGame {
  const [game, setGame] = useState<AnyGame | null>(null);
  const [events, setEvents] = useState<StreamEvent[]>([]);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [link, setLink] = useState<LiveGame['link']>('connecting');
  const shown = useRef<AnyGame | null>(null);
  shown.current = game;
  /** The newest version the stream brought: a reopened stream resumes after it. */
  const lastRead = useRef(-1);

  const fail = (e: unknown) => {
    const t = describeTrouble(e);
    if (t.kind === 'revoked') onRevoked(t);
    else setTrouble(t);
  };
  const reload = () =>
    api.anyGame(gameId).then((g) => {
      setGame((prev) => (prev && prev.version > g.version ? prev : g));
    }, fail);

  const update = (u: GameUpdate) => {
    setEvents((prev) => {
      const last = prev[prev.length - 1]?.seq ?? -1;
      const fresh = u.events.filter((e) => e.seq > last) as unknown as StreamEvent[];
      return fresh.length ? [...prev, ...fresh] : prev;
    });
    if (!u.current) return;
    const before = shown.current;
    if (before && u.version < before.version) return;
    setGame((g) =>
      g && u.version >= g.version
        ? {
            ...g,
            version: u.version,
            status: u.status as AnyGame['status'],
            view: (u.view ?? g.view) as AnyGame['view'],
            actors: u.actors ?? g.actors,
            legalMoves: (u.legalMoves ?? null) as AnyGame['legalMoves'],
            result: (u.result ?? g.result) as AnyGame['result'],
            seed: u.seed ?? g.seed,
          }
        : g,
    );
    // Seats (a player joined), clocks and times are not in the stream: read the game once more.
    if (before && (before.status !== u.status || before.clock)) void reload();
  };

  useEffect(() => {
    lastRead.current = -1;
    setGame(null);
    setEvents([]);
    setTrouble(null);
    api.anyGame(gameId).then(setGame, fail);
  }, [gameId]);

  const loaded = game !== null;
  // A stream sees what its reader's seat may see, fixed when it opens: a visitor who joins (or
  // whose key changes seat) opens a new one, after the last version already read.
  const seat = game?.mySeat ?? null;
  useEffect(() => {
    if (!loaded) return;
    const stop = new AbortController();
    (async () => {
      for (let attempt = 0; !stop.signal.aborted; attempt++) {
        try {
          setLink('connecting');
          for await (const u of api.gameUpdates(gameId, lastRead.current, stop.signal)) {
            if ('open' in u) {
              setLink('live');
              continue;
            }
            if ('close' in u) {
              if (u.close === 'GAME_OVER') {
                setLink('over');
                return;
              }
              continue;
            }
            attempt = 0;
            setLink('live');
            lastRead.current = Math.max(lastRead.current, u.version);
            update(u);
          }
        } catch {
          // dropped, refused or unreachable: wait, then resume after the last version read
        }
        if (stop.signal.aborted) return;
        setLink('retrying');
        await new Promise((r) => setTimeout(r, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]));
      }
    })();
    return () => stop.abort();
  }, [gameId, loaded, seat]);

  const moved = (a: AnyMoveAccepted) =>
    setGame((g) =>
      g && a.version > g.version
        ? {
            ...g,
            version: a.version,
            status: a.status as AnyGame['status'],
            view: a.view as AnyGame['view'],
            actors: a.actors,
            legalMoves: (a.legalMoves ?? null) as AnyGame['legalMoves'],
            result: (a.result ?? g.result) as AnyGame['result'],
          }
        : g,
    );

  return { game, events, trouble, link, moved, reload, setTrouble };
}
