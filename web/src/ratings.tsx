import { useEffect, useState } from 'preact/hooks';
import type { Api, MyRating, RatedGame, RatingBoard, RatingChange, RatingEntry } from './api';
import { describeTrouble, type Trouble } from './messages';
import type { Session } from './session';
import { DataTable, Loading, TroubleBox } from './ui';

/** The games with ratings, as the boards name them (Troyes Dice is rated only with others). */
export const RATED_GAMES: { game: RatedGame; title: string }[] = [
  { game: 'troyes', title: 'Troyes' },
  { game: 'orleans', title: 'Orléans' },
  { game: 'troyes-dice', title: 'Troyes Dice (multiplayer)' },
];
const PAGE = 20;

export const RATING_EXPLAINED =
  'A rating is what Crier is sure of your skill: it starts at 0 and rises as you finish ahead of others in rated games (beating a strong player counts more). For your first rated games it is provisional, ranked on a board of its own, until enough games make it steady (about 8 against two-player tables).';

/** "12.34": ratings are hundredths. */
export const ratingText = (r: number): string => r.toFixed(2);
/** "+1.85", "−0.40", "±0.00": a change, signed. */
export const changeText = (c: number): string =>
  c > 0 ? `+${c.toFixed(2)}` : c < 0 ? `−${Math.abs(c).toFixed(2)}` : '±0.00';

function RatingRows({ items, me }: { items: RatingEntry[]; me: string | undefined }) {
  return (
    <>
      {items.map((e) => (
        <tr key={e.playerId} class={e.playerId === me ? 'me' : undefined}>
          <td>{e.rank}</td>
          <td class="name">
            {e.bot ? e.playerName : <a href={`#/players/${e.playerId}`}>{e.playerName}</a>}
            {e.playerId === me ? ' (you)' : ''}
            {e.provisional && <span class="tag"> provisional</span>}
          </td>
          <td class="score">{ratingText(e.rating)}</td>
          <td class="score">{e.games}</td>
          <td class="score">{changeText(e.lastChange)}</td>
        </tr>
      ))}
    </>
  );
}

function RatingTable({ caption, items, me }: { caption: string; items: RatingEntry[]; me: string | undefined }) {
  return (
    <DataTable
      class="ratings"
      caption={caption}
      columns={['Rank', 'Player', 'Rating', 'Games', 'Last game']}
      empty={items.length === 0 && 'Nobody is on this board yet.'}
    >
      <RatingRows items={items} me={me} />
    </DataTable>
  );
}

/**
 * The ratings boards (GET /v1/ratings/{game}): one per rated game, the established players' or the
 * provisional ones', paged; and, signed in, the player's own place with the two above and below.
 */
export function Ratings({ api, session, route }: { api: Api; session: Session | null; route: string[] }) {
  const game = RATED_GAMES.find((g) => g.game === route[1])?.game ?? 'troyes';
  const title = RATED_GAMES.find((g) => g.game === game)!.title;
  const [provisional, setProvisional] = useState(false);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [board, setBoard] = useState<RatingBoard | null>(null);
  const [mine, setMine] = useState<MyRating | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const after = cursors[cursors.length - 1] ?? null;

  useEffect(() => {
    let live = true;
    setBoard(null);
    setTrouble(null);
    api.ratingBoard(game, provisional, PAGE, after).then(
      (b) => live && setBoard(b),
      (e) => live && setTrouble(describeTrouble(e)),
    );
    return () => {
      live = false;
    };
  }, [game, provisional, after]);
  useEffect(() => {
    let live = true;
    setMine(null);
    if (session)
      api.myRating(game, 2).then(
        (m) => live && setMine(m),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [game, session?.apiKey]);

  const pick = (p: boolean) => {
    setProvisional(p);
    setCursors([null]);
  };
  return (
    <section aria-labelledby="ratings-h">
      <h1 id="ratings-h">Ratings: {title}</h1>
      <nav class="controls tabs" aria-label="Rated games">
        {RATED_GAMES.map((g) => (
          <a key={g.game} href={`#/ratings/${g.game}`} aria-current={g.game === game ? 'page' : undefined}>
            {g.title}
          </a>
        ))}
        <a href="#/boards">Daily boards</a>
      </nav>
      <p class="explain">{RATING_EXPLAINED}</p>
      {session && (
        <section aria-labelledby="my-rating-h">
          <h2 id="my-rating-h">You</h2>
          {!mine ? (
            <Loading what="your rating" />
          ) : !mine.entry ? (
            <p>
              You have no {title} rating yet: it comes with your first rated game. Tick "Rated game" in{' '}
              <a href="#/lobby">Find me a game</a>.
            </p>
          ) : (
            <>
              <p data-testid="my-rating">
                Your rating: <strong>{ratingText(mine.entry.rating)}</strong> after {mine.entry.games} rated game
                {mine.entry.games === 1 ? '' : 's'}, rank {mine.entry.rank} of {mine.totalCount}
                {mine.entry.provisional ? ' on the provisional board' : ''}.
              </p>
              <RatingTable caption="Around you" items={mine.around} me={session.id} />
            </>
          )}
        </section>
      )}
      <h2>The board</h2>
      <div class="controls" role="group" aria-label="Which players">
        <button type="button" aria-pressed={!provisional} onClick={() => pick(false)}>
          Established players
        </button>
        <button type="button" aria-pressed={provisional} onClick={() => pick(true)}>
          Provisional players
        </button>
      </div>
      {trouble && <TroubleBox trouble={trouble} />}
      {!board && !trouble && <Loading what="the board" />}
      {board && (
        <>
          <RatingTable
            caption={`${title}: ${provisional ? 'provisional' : 'established'} players, ${board.totalCount} in all`}
            items={board.items}
            me={session?.id}
          />
          {(cursors.length > 1 || board.hasNextPage) && (
            <nav class="pager" aria-label="Board pages">
              <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
                Previous page
              </button>
              <button
                type="button"
                disabled={!board.hasNextPage}
                onClick={() => setCursors([...cursors, board.endCursor])}
              >
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** One game's rating of a player, with their last few changes (newest first). */
interface PlayerRating {
  game: RatedGame;
  title: string;
  entry: RatingEntry | null;
  latest: RatingChange;
  changes: RatingChange[];
}

/**
 * A profile's ratings: each rated game the player has played, with the rating, games, rank
 * (provisional or not) and the last changes, read from their history (the newest change is the
 * rating now) and the board's friends view (the rank).
 */
export function PlayerRatings({
  api,
  playerId,
  onName,
}: {
  api: Api;
  playerId: string;
  /** The player's name as the boards give it (a profile without dailies has it from nowhere else). */
  onName?: (name: string) => void;
}) {
  const [ratings, setRatings] = useState<PlayerRating[] | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all(
      RATED_GAMES.map(async ({ game, title }) => {
        const history = await api.ratingHistory(game, playerId, 5);
        const latest = history.items[0];
        if (!latest) return null;
        const board = await api.ratingsOf(game, [playerId], latest.provisional);
        return { game, title, entry: board.items[0] ?? null, latest, changes: history.items };
      }),
    ).then(
      (r) => {
        if (!live) return;
        const found = r.filter((x): x is PlayerRating => x !== null);
        setRatings(found);
        const name = found.find((x) => x.entry)?.entry?.playerName;
        if (name) onName?.(name);
      },
      (e) => live && setTrouble(describeTrouble(e)),
    );
    return () => {
      live = false;
    };
  }, [playerId]);

  return (
    <section aria-labelledby="player-ratings-h">
      <h2 id="player-ratings-h">Ratings</h2>
      {trouble && <TroubleBox trouble={trouble} />}
      {!ratings && !trouble && <Loading what="the ratings" />}
      {ratings && ratings.length === 0 && (
        <p>
          No rated game yet. <a href="#/ratings">The ratings boards</a>
        </p>
      )}
      {ratings && ratings.length > 0 && (
        <ul class="ratings-list">
          {ratings.map((r) => (
            <li key={r.game} data-testid={`rating-${r.game}`}>
              <strong>
                <a href={`#/ratings/${r.game}`}>{r.title}</a>: {ratingText(r.latest.ratingAfter)}
              </strong>{' '}
              after {r.latest.games} rated game{r.latest.games === 1 ? '' : 's'}
              {r.entry ? `, rank ${r.entry.rank}` : ''}
              {r.latest.provisional ? ' (provisional)' : ''}.
              <span class="explain">
                Last games, newest first:{' '}
                {r.changes.map((c) => `${changeText(c.change)} (place ${c.place})`).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
