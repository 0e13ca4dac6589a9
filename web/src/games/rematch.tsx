import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyGame, Api, Rematch } from '../api';
import { ActionTrouble, go, useAction } from '../forms';
import type { Trouble } from '../messages';
import { changeText, ratingText } from '../ratings';
import { DataTable } from '../ui';

/** "Bob", "Bob and Cleo": the people of the game named by their ids. */
function peopleNamed(game: AnyGame, ids: string[], me: string): string {
  const names = ids.map((id) =>
    id === me ? 'you' : (game.seats.find((s) => s.player?.id === id)?.player?.name ?? 'a player'),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

/**
 * "Rematch" under an ended game that is not a daily: the same seats, options and clock again.
 * Proposing and accepting are the same call (POST /v1/games/{id}/rematch); it says whom it waits
 * for, and goes to the new game when it starts (at once for the last to accept; for the others
 * when the page sees it started). The rematch is read again on `refresh`, the player feed's tick:
 * its `rematchProposed` and `gameStarted` notices, and every reconnection (when some may have been
 * missed). Nothing is polled.
 */
export function RematchPanel({
  api,
  game,
  me,
  refresh,
  onRevoked,
}: {
  api: Api;
  game: AnyGame;
  me: string;
  refresh: number;
  onRevoked: (t: Trouble) => void;
}) {
  const [rematch, setRematch] = useState<Rematch | null | undefined>(undefined);
  const ask = useAction(onRevoked);
  // A rematch that starts while this page is open, after the player said yes: go and play it.
  const wasProposed = useRef(false);

  useEffect(() => {
    let live = true;
    api.rematchOf(game.id).then(
      (r) => live && setRematch(r),
      () => undefined, // the next notice or reconnection reads it again
    );
    return () => {
      live = false;
    };
  }, [game.id, refresh]);

  useEffect(() => {
    if (!rematch) return;
    if (rematch.status === 'PROPOSED' && rematch.accepted.includes(me)) wasProposed.current = true;
    if (rematch.status === 'STARTED' && rematch.gameId && wasProposed.current) go(`#/games/${rematch.gameId}`);
  }, [rematch]);

  const propose = () =>
    ask.run(async () => {
      const r = await api.rematch(game.id);
      setRematch(r);
      if (r.status === 'STARTED' && r.gameId) go(`#/games/${r.gameId}`);
    });

  if (rematch === undefined) return null;
  const iAccepted = rematch?.accepted.includes(me) ?? false;
  return (
    <section class="rematch" aria-labelledby="rematch-h">
      <h2 id="rematch-h">Rematch</h2>
      <p role="status" data-testid="rematch-status">
        {!rematch
          ? 'Play again: the same players in the same seats, the same options and clock, new dice.'
          : rematch.status === 'STARTED'
            ? 'The rematch has started.'
            : iAccepted
              ? `Waiting for ${peopleNamed(game, rematch.waitingFor, me)} to accept the rematch.`
              : `${peopleNamed(game, [rematch.proposedBy], me)} proposed a rematch: it starts when you accept${
                  rematch.waitingFor.length > 1
                    ? ` and so do ${peopleNamed(
                        game,
                        rematch.waitingFor.filter((id) => id !== me),
                        me,
                      )}`
                    : ''
                }.`}
      </p>
      {rematch?.status === 'STARTED' && rematch.gameId ? (
        <a class="button primary" href={`#/games/${rematch.gameId}`}>
          Go to the rematch
        </a>
      ) : (
        !iAccepted && (
          <button type="button" class="primary" disabled={ask.busy} onClick={() => void propose()}>
            {rematch ? 'Accept the rematch' : 'Propose a rematch'}
          </button>
        )
      )}
      <ActionTrouble trouble={ask.trouble} />
    </section>
  );
}

/** A rated game's effect on each seat's rating, once it has ended. */
export function RatingChanges({ game, names }: { game: AnyGame; names: Record<number, string> }) {
  if (!game.rated || !game.ratings || game.ratings.length === 0) return null;
  return (
    <DataTable
      class="rating-changes"
      caption="Ratings after this rated game"
      columns={['Player', 'Before', 'After', 'Change']}
    >
      {game.ratings.map((r) => (
        <tr key={r.seat} class={r.seat === game.mySeat ? 'me' : undefined}>
          <td>{names[r.seat]}</td>
          <td class="score">{ratingText(r.ratingBefore)}</td>
          <td class="score">{ratingText(r.ratingAfter)}</td>
          <td class="score">{changeText(r.change)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
