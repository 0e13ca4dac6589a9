import { useEffect, useState } from 'preact/hooks';
import type { AllTimePage, Api, BoardEntry, BoardPage, MyRank } from './api';
import { describeTrouble, type Trouble } from './messages';
import type { Session } from './session';
import { DataTable, Loading, TroubleBox } from './ui';

/** The daily kinds, each with its own boards (GET /v1/daily lists the same). */
export const KINDS = [
  { kind: 'troyes-dice', title: 'Troyes Dice' },
  { kind: 'troyes-dice-banquets', title: 'Troyes Dice: Banquets & Raids' },
  { kind: 'troyes', title: 'Troyes (against bots)' },
  { kind: 'orleans', title: 'Orléans (against bots)' },
];
const PAGE = 20;
const players = (n: number): string => `${n} player${n === 1 ? '' : 's'}`;

function KindPicker({ kind, onChange }: { kind: string; onChange: (k: string) => void }) {
  return (
    <label>
      Puzzle{' '}
      <select value={kind} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {KINDS.map((k) => (
          <option key={k.kind} value={k.kind}>
            {k.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Cursor pagination: the cursors of the pages before this one, so "Previous" goes back. */
function usePager(): {
  after: string | null;
  next: (c: string | null) => void;
  prev: () => void;
  reset: () => void;
  page: number;
} {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  return {
    after: stack[stack.length - 1] ?? null,
    page: stack.length,
    next: (c) => setStack([...stack, c]),
    prev: () => setStack(stack.length > 1 ? stack.slice(0, -1) : stack),
    reset: () => setStack([null]),
  };
}

function Pager({
  pager,
  hasNext,
  endCursor,
}: {
  pager: ReturnType<typeof usePager>;
  hasNext: boolean;
  endCursor: string | null;
}) {
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" onClick={pager.prev} disabled={pager.page <= 1}>
        Previous page
      </button>
      <span>Page {pager.page}</span>
      <button type="button" onClick={() => pager.next(endCursor)} disabled={!hasNext}>
        Next page
      </button>
    </nav>
  );
}

function EntryRows({ items, me }: { items: BoardEntry[]; me: string | undefined }) {
  return (
    <>
      {items.map((e) => (
        <tr key={e.gameId} class={e.playerId === me ? 'me' : undefined}>
          <td>{e.rank}</td>
          <td class="name">
            <a href={`#/players/${e.playerId}`}>{e.playerName}</a>
            {e.playerId === me ? ' (you)' : ''}
          </td>
          <td class="score">{e.score}</td>
          <td>
            <a href={`#/games/${e.gameId}/replay`}>Replay</a>
          </td>
        </tr>
      ))}
    </>
  );
}

function BoardTable({ caption, items, me }: { caption: string; items: BoardEntry[]; me: string | undefined }) {
  return (
    <DataTable
      caption={caption}
      columns={['Rank', 'Player', 'Score', 'Game']}
      empty={items.length === 0 && 'No finished games yet.'}
    >
      <EntryRows items={items} me={me} />
    </DataTable>
  );
}

/** The daily board of a date (today's by default), around-me, and the all-time board. */
export function Boards({ api, session, route }: { api: Api; session: Session | null; route: string[] }) {
  const [kind, setKind] = useState('troyes-dice');
  const allTime = route[1] === 'all-time';
  const [date, setDate] = useState<string | null>(route[1] === 'daily' && route[2] ? route[2] : null);
  // The page with the board it belongs to: after a switch (daily ↔ all-time) the old page is never
  // drawn as the new board (a daily page has no averageScore: the all-time link used to crash here).
  const [loaded, setLoaded] = useState<{ allTime: boolean; page: BoardPage | AllTimePage } | null>(null);
  const [mine, setMine] = useState<MyRank | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const pager = usePager();

  useEffect(() => {
    if (route[1] === 'daily' && route[2]) setDate(route[2]);
  }, [route[2]]);
  useEffect(() => pager.reset(), [kind, date, allTime]);
  useEffect(() => {
    let live = true;
    setTrouble(null);
    setLoaded(null);
    setMine(null);
    const load = async () => {
      if (allTime) {
        const board = await api.allTime(kind, PAGE, pager.after);
        if (live) setLoaded({ allTime: true, page: board });
        return;
      }
      const day = date ?? (await api.daily(kind)).date;
      if (!live) return;
      if (!date) setDate(day);
      const board = await api.dailyBoard(kind, day, PAGE, pager.after);
      if (!live) return;
      setLoaded({ allTime: false, page: board });
      // Around-me is extra: a failure there (e.g. a revoked key) leaves the board itself shown.
      if (session)
        await api.myRank(kind, day, 2).then(
          (m) => live && setMine(m),
          () => undefined,
        );
    };
    load().catch((e) => live && setTrouble(describeTrouble(e)));
    return () => {
      live = false;
    };
  }, [kind, date, allTime, pager.after, session?.apiKey]);

  const page = loaded?.allTime === allTime ? loaded.page : null;
  return (
    <section aria-labelledby="boards-h">
      <h1 id="boards-h">{allTime ? 'All-time board' : 'Daily board'}</h1>
      <div class="controls">
        <KindPicker kind={kind} onChange={setKind} />
        {!allTime && (
          <label>
            Day{' '}
            <input
              type="date"
              value={date ?? ''}
              onChange={(e) => setDate((e.target as HTMLInputElement).value || null)}
            />
          </label>
        )}
        <a href={allTime ? '#/boards' : '#/boards/all-time'}>{allTime ? 'Daily board' : 'All-time board'}</a>
        <a href="#/ratings">Ratings</a>
      </div>
      {trouble && <TroubleBox trouble={trouble} />}
      {!page && !trouble && <Loading what="the board" />}
      {page && !allTime && (
        <>
          <BoardTable
            caption={`${(page as BoardPage).date}: ${players(page.totalCount)}`}
            items={(page as BoardPage).items}
            me={session?.id}
          />
          <Pager pager={pager} hasNext={page.hasNextPage} endCursor={page.endCursor} />
          {mine && (
            <div class="around-me">
              {mine.entry ? (
                <BoardTable
                  caption={`Around you: rank ${mine.entry.rank} of ${mine.totalCount}`}
                  items={mine.around}
                  me={session?.id}
                />
              ) : (
                <p>You have no finished game on this board yet.</p>
              )}
            </div>
          )}
        </>
      )}
      {page && allTime && (
        <>
          <div class="table-wrap">
            <table class="board">
              <caption>Best ranked score of each player: {players(page.totalCount)}</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Player</th>
                  <th scope="col">Best</th>
                  <th scope="col">Games</th>
                  <th scope="col">Average</th>
                </tr>
              </thead>
              <tbody>
                {(page as AllTimePage).items.map((e) => (
                  <tr key={e.playerId} class={e.playerId === session?.id ? 'me' : undefined}>
                    <td>{e.rank}</td>
                    <td class="name">
                      <a href={`#/players/${e.playerId}`}>{e.playerName}</a>
                    </td>
                    <td class="score">
                      <a href={`#/games/${e.bestGameId}/replay`}>{e.bestScore}</a>
                    </td>
                    <td>{e.games}</td>
                    <td>{e.averageScore.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pager={pager} hasNext={page.hasNextPage} endCursor={page.endCursor} />
        </>
      )}
    </section>
  );
}
