import { useEffect, useState } from 'preact/hooks';
import type { AnyGame, Api } from './api';
import { gameTitle, isMyTurn, seatsInWords, turnInWords } from './catalog';
import { describeTrouble, type Trouble } from './messages';

/** The caller's games, newest first, read again whenever `refresh` changes (a notice came). */
export function useMyGames(
  api: Api,
  refresh: number,
  first = 50,
): { games: AnyGame[] | null; trouble: Trouble | null; reload: () => void } {
  const [games, setGames] = useState<AnyGame[] | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    api.games({ mine: true, first }).then(
      (page) => live && (setGames(page.items), setTrouble(null)),
      (e) => live && setTrouble(describeTrouble(e)),
    );
    return () => {
      live = false;
    };
  }, [refresh, asked]);
  return { games, trouble, reload: () => setAsked((a) => a + 1) };
}

/** The games still going (open or active), those where it is your turn first. */
export function inPlay(games: AnyGame[]): AnyGame[] {
  return games
    .filter((g) => g.status === 'ACTIVE' || g.status === 'OPEN')
    .sort((a, b) => Number(isMyTurn(b)) - Number(isMyTurn(a)));
}

function whatGame(g: AnyGame): string {
  const title = gameTitle(g.game);
  if (g.daily) return `${title}, ${g.daily.ranked ? 'daily' : 'practice'} of ${g.daily.date}`;
  return g.clock ? `${title}, timed` : title;
}

/** Games as a list: what, with whom, whose turn, and the way in. */
export function GameList({ games, me, empty }: { games: AnyGame[]; me: string; empty: string }) {
  if (games.length === 0) return <p>{empty}</p>;
  return (
    <ul class="game-list">
      {games.map((g) => {
        const mine = isMyTurn(g);
        return (
          <li key={g.id} class={mine ? 'my-turn' : undefined} data-game={g.id}>
            <div>
              <strong>{whatGame(g)}</strong>
              <span class="seats">With {seatsInWords(g, me)}.</span>
              <span class={mine ? 'turn mine' : 'turn'}>{turnInWords(g, me)}</span>
            </div>
            <a class="button" href={`#/games/${g.id}`}>
              {mine ? 'Play' : 'Open'}
              <span class="visually-hidden"> {whatGame(g)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
