import { useEffect, useState } from 'preact/hooks';
import type { AnyGame, GamePage } from './api';
import { gameTitle, plural, seatsInWords } from './catalog';
import { ActionTrouble, go, useAction } from './forms';
import { describeTrouble, type Trouble } from './messages';
import { Seeks, type SeeksProps } from './seeks';
import { Loading } from './ui';

const PAGE = 20;

/** "1 minute a turn + 10-minute bank", or "untimed". */
function clockInWords(g: AnyGame): string {
  if (!g.clock) return 'Untimed';
  const t = (s: number) => (s >= 86_400 ? `${s / 86_400} day` : s >= 60 ? `${Math.round(s / 60)} min` : `${s} s`);
  return `Timed: ${t(g.clock.moveSeconds)} a turn${g.clock.bankSeconds ? ` + ${t(g.clock.bankSeconds)} bank` : ''}`;
}

function optionsInWords(g: AnyGame): string {
  const o = (g.options ?? {}) as Record<string, unknown>;
  if (g.game === 'troyes-dice') return o.expansion ? 'with Banquets & Raids' : 'base game';
  if (g.game === 'orleans') return o.harvest === 'foodOrCoins' ? 'food or coins at harvest' : 'standard harvest';
  return '';
}

/**
 * The lobby: "find me a game" (seeks) first, then games people opened and wait to fill (GET /v1/games?status=OPEN), newest first, each
 * with what it is and a Join button. Joining takes the next open seat and goes to the game.
 */
export function Lobby({ api, session, refresh, matched, onRevoked }: SeeksProps) {
  const [page, setPage] = useState<GamePage | null>(null);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [asked, setAsked] = useState(0);
  const join = useAction(onRevoked);
  const after = cursors[cursors.length - 1] ?? null;

  useEffect(() => {
    let live = true;
    setTrouble(null);
    api.games({ status: 'OPEN', first: PAGE, after }).then(
      (p) => live && setPage(p),
      (e) => live && setTrouble(describeTrouble(e)),
    );
    return () => {
      live = false;
    };
  }, [after, refresh, asked, session?.apiKey]);

  return (
    <section aria-labelledby="lobby-h">
      <h1 id="lobby-h">Lobby</h1>
      <Seeks api={api} session={session} refresh={refresh} matched={matched} onRevoked={onRevoked} />
      <h2 id="open-games-h">Open games</h2>
      <p>
        Games waiting for players. Join one to take its next open seat: the game starts as soon as every seat is taken.
        To open your own, use "With friends" on <a href="#/">the Play page</a>.
      </p>
      <div class="controls">
        <button type="button" onClick={() => setAsked((a) => a + 1)}>
          Refresh the list
        </button>
      </div>
      <ActionTrouble trouble={trouble ?? join.trouble} />
      {!page && !trouble && <Loading what="the open games" />}
      {page && page.items.length === 0 && <p>No game is waiting for players right now.</p>}
      {page && page.items.length > 0 && (
        <ul class="game-list lobby" aria-label={`Open games: ${page.totalCount}`}>
          {page.items.map((g) => {
            const seated = g.mySeat !== null;
            const open = g.seats.filter((s) => !s.player && !s.bot).length;
            const host = g.seats.find((s) => s.seat === 0)?.player?.name ?? 'someone';
            const what = `${gameTitle(g.game)} by ${host}`;
            return (
              <li key={g.id} data-game={g.id}>
                <div>
                  <strong>{what}</strong>
                  <span class="seats">
                    {g.seats.length} players, {optionsInWords(g) && `${optionsInWords(g)}, `}
                    {clockInWords(g).toLowerCase()}. Seated: {seatsInWords(g, session?.id)}.
                  </span>
                  <span class="turn">{plural(open, 'seat')} open</span>
                </div>
                {seated ? (
                  <a class="button" href={`#/games/${g.id}`}>
                    Your game<span class="visually-hidden">: {what}</span>
                  </a>
                ) : session ? (
                  <button
                    type="button"
                    class="primary"
                    disabled={join.busy}
                    onClick={() => void join.run(async () => go(`#/games/${(await api.joinGame(g.id)).id}`))}
                  >
                    Join<span class="visually-hidden"> {what}</span>
                  </button>
                ) : (
                  <a class="button" href="#/">
                    Sign up to join<span class="visually-hidden"> {what}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {page && (cursors.length > 1 || page.hasNextPage) && (
        <nav class="pager" aria-label="Lobby pages">
          <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer games
          </button>
          <button type="button" disabled={!page.hasNextPage} onClick={() => setCursors([...cursors, page.endCursor])}>
            Older games
          </button>
        </nav>
      )}
    </section>
  );
}
