import { useEffect, useRef, useState } from 'preact/hooks';
import type { Api, PlayerNotice } from './api';
import { gameTitle } from './catalog';
import type { Session } from './session';

/** A notice worth interrupting the player for, with where it leads. */
export interface Notice {
  type: 'yourTurn' | 'gameStarted' | 'seekMatched' | 'rematchProposed';
  /** The game it leads to: for `rematchProposed`, the ended game whose page accepts it. */
  gameId: string;
  /** The game's title, once read. */
  title?: string;
  /** `rematchProposed`: who proposed it (their id, then their name once the game is read). */
  proposedBy?: string;
  proposer?: string;
}

/** One of the player's seeks was seated (the feed's `seekMatched`): the game made for it. */
export interface SeekMatch {
  seekId: string;
  gameId: string;
}

/** Reconnection waits after a dropped feed: quick at first, then no more than every 30 s. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The player's feed (GET /v1/players/me/stream) for as long as they are signed in: `notice` when it
 * is their turn in a game other than `watchedGame` (or one of their games started, or someone proposed
 * a rematch of one), and `tick`,
 * bumped by every notice about one of their games and after every reconnection, so the lists
 * read again only when something changed. Nothing is polled.
 */
export function usePlayerFeed(
  api: Api,
  session: Session | null,
  watchedGame: string | undefined,
): { notice: Notice | null; tick: number; matched: SeekMatch | null; dismiss: () => void } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [matched, setMatched] = useState<SeekMatch | null>(null);
  const [tick, setTick] = useState(0);
  const watched = useRef(watchedGame);
  watched.current = watchedGame;

  useEffect(() => {
    if (!session) return;
    const stop = new AbortController();
    const onNotice = (n: PlayerNotice) => {
      // A proposed rematch is about the ended game (the new one does not exist yet).
      const gameId = n.type === 'rematchProposed' ? n.previousGameId : n.gameId;
      if (!gameId) return; // the dailies opening and closing: nothing to act on here
      setTick((t) => t + 1);
      if (n.type === 'seekMatched' && n.seekId) setMatched({ seekId: n.seekId, gameId });
      if (gameId === watched.current) return; // the game page shows its own updates
      const type = n.type;
      if (type === 'yourTurn' || type === 'gameStarted' || type === 'seekMatched') {
        // The same game again keeps the title already read, and "a game was found" stays said
        // while it starts and its first turn comes (gameStarted and yourTurn follow seekMatched).
        setNotice((prev) =>
          prev?.gameId === gameId
            ? { ...prev, type: prev.type === 'seekMatched' ? prev.type : type }
            : { type, gameId },
        );
      }
      if (type === 'rematchProposed') {
        const proposedBy = n.proposedBy;
        setNotice((prev) => ({ ...(prev?.gameId === gameId ? prev : { gameId }), type, proposedBy }));
      }
      if (type === 'gameFinished') setNotice((prev) => (prev?.gameId === gameId ? null : prev));
    };
    (async () => {
      for (let attempt = 0; !stop.signal.aborted; attempt++) {
        try {
          for await (const n of api.notices(stop.signal)) {
            attempt = 0;
            onNotice(n);
          }
        } catch {
          // dropped, refused or unreachable: wait, then listen again (below)
        }
        if (stop.signal.aborted) return;
        await new Promise((r) => setTimeout(r, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]));
        setTick((t) => t + 1); // notices may have been missed meanwhile: the lists read again
      }
    })();
    return () => stop.abort();
  }, [session?.apiKey]);

  // The notice names the game (and who proposed a rematch of it) once it knows which: one read of
  // the game, not of every game.
  useEffect(() => {
    if (!notice || (notice.title && (!notice.proposedBy || notice.proposer))) return;
    let live = true;
    api.anyGame(notice.gameId).then(
      (g) =>
        live &&
        setNotice((n) =>
          n?.gameId === g.id
            ? {
                ...n,
                title: gameTitle(g.game),
                proposer: g.seats.find((s) => n.proposedBy && s.player?.id === n.proposedBy)?.player?.name,
              }
            : n,
        ),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [notice?.gameId, notice?.proposedBy]);

  // Arriving at the game the notice is about answers it.
  useEffect(() => {
    if (notice && notice.gameId === watchedGame) setNotice(null);
  }, [watchedGame]);

  return { notice, tick, matched, dismiss: () => setNotice(null) };
}

export function NoticeBar({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div class="notice" role="status" data-testid="turn-notice">
      <span>
        {notice.type === 'seekMatched'
          ? `A game was found for you${notice.title ? `: ${notice.title}` : ''}.`
          : notice.type === 'rematchProposed'
            ? `${notice.proposer ?? 'Another player'} proposes a rematch of ${
                notice.title ? `your game of ${notice.title}` : 'an ended game of yours'
              }.`
            : `${notice.type === 'yourTurn' ? 'It is your turn in ' : 'It has started: '}${
                notice.title ? `your game of ${notice.title}` : 'another game of yours'
              }.`}
      </span>{' '}
      <a class="button primary" href={`#/games/${notice.gameId}`}>
        Go to the game
      </a>{' '}
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
