import { useEffect, useState } from 'preact/hooks';
import type { AnyGame, Api, DailyKind, DailyPuzzle, GameType } from './api';
import { plural } from './catalog';
import { ActionTrouble, go, useAction } from './forms';
import { describeTrouble, type Trouble } from './messages';
import { GameList, inPlay, useMyGames } from './my-games';
import { BotsForm, FriendsForm, PracticeForms } from './new-game';
import type { Session } from './session';
import { formatTime, Loading } from './ui';

interface Props {
  api: Api;
  session: Session;
  refresh: number;
  onRevoked: (t: Trouble) => void;
}

/** What the page needs once: the dailies of today, the game types (counts, bots, options). */
interface Catalog {
  kinds: DailyKind[];
  puzzles: DailyPuzzle[];
  types: GameType[];
}

/** The button of each daily: distinct names, so a screen reader's list of buttons tells them apart. */
const PLAY_DAILY: Record<string, string> = {
  'troyes-dice': "Play today's puzzle",
  'troyes-dice-banquets': "Play today's Banquets & Raids puzzle",
  troyes: "Play today's Troyes game",
  orleans: "Play today's Orléans game",
};

/**
 * The Play page: your games in progress, today's dailies of every game, practice, a game against
 * bots, a game with friends. Every way in creates or finds a game, then goes to its page.
 */
export function Home({ api, session, refresh, onRevoked }: Props) {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const mine = useMyGames(api, refresh);
  const start = useAction(onRevoked);

  const load = () => {
    setTrouble(null);
    start.clear();
    mine.reload();
    (async () => {
      const [kinds, types] = await Promise.all([api.dailyKinds(), api.gameTypes()]);
      const puzzles = await Promise.all(kinds.map((k) => api.daily(k.kind)));
      setCatalog({ kinds, puzzles, types });
    })().catch((e) => {
      const t = describeTrouble(e);
      if (t.kind === 'revoked') onRevoked(t);
      else setTrouble(t);
    });
  };
  useEffect(load, [session.apiKey]);

  const shown = trouble ?? start.trouble;
  const playing = mine.games ? inPlay(mine.games) : null;
  return (
    <section aria-labelledby="play-h" class="home">
      <h1 id="play-h">Play</h1>
      <ActionTrouble trouble={shown} retry={load} />
      {playing && playing.length > 0 && (
        <section aria-labelledby="going-h">
          <h2 id="going-h">Your games in progress</h2>
          <GameList games={playing.slice(0, 5)} me={session.id} empty="" />
          {playing.length > 5 && <a href={`#/players/${session.id}`}>All {plural(playing.length, 'game')}</a>}
        </section>
      )}
      {!catalog && !trouble && <Loading what="today's games" />}
      {catalog && (
        <>
          <section aria-labelledby="dailies-h">
            <h2 id="dailies-h">Today's dailies</h2>
            <p>
              Puzzles of <strong data-testid="puzzle-date">{catalog.puzzles[0]?.date}</strong>: the same dice and cards
              for everyone, one ranked attempt each, on the daily board. They close at{' '}
              {catalog.puzzles[0] ? formatTime(catalog.puzzles[0].closesAt) : 'midnight UTC'}; an attempt left
              unfinished then does not count.
            </p>
            <div class="cards">
              {catalog.puzzles.map((p) => (
                <DailyCard
                  key={p.kind}
                  puzzle={p}
                  attempt={mine.games?.find(
                    (g) => g.daily?.ranked && g.daily.kind === p.kind && g.daily.date === p.date,
                  )}
                  busy={start.busy}
                  onPlay={() => void start.run(async () => go(`#/games/${(await api.startAttempt(p.kind)).id}`))}
                />
              ))}
            </div>
          </section>
          <section aria-labelledby="practice-h">
            <h2 id="practice-h">Practice</h2>
            <PracticeForms
              api={api}
              types={catalog.types}
              kinds={catalog.kinds}
              today={catalog.puzzles[0]?.date ?? new Date().toISOString().slice(0, 10)}
              onRevoked={onRevoked}
            />
          </section>
          <section aria-labelledby="new-h">
            <h2 id="new-h">A new game</h2>
            <div class="cards">
              <BotsForm api={api} types={catalog.types} onRevoked={onRevoked} />
              <FriendsForm api={api} types={catalog.types} onRevoked={onRevoked} />
            </div>
            <p>
              Or let Crier seat you with others: <a href="#/lobby">find me a game</a> (in the Lobby, with the games
              others opened).
            </p>
          </section>
        </>
      )}
    </section>
  );
}

function DailyCard({
  puzzle,
  attempt,
  busy,
  onPlay,
}: {
  puzzle: DailyPuzzle;
  attempt: AnyGame | undefined;
  busy: boolean;
  onPlay: () => void;
}) {
  const score = attempt?.status === 'FINISHED' ? myScore(attempt) : null;
  return (
    <article class="card daily" aria-labelledby={`daily-${puzzle.kind}`}>
      <h3 id={`daily-${puzzle.kind}`}>{puzzle.title}</h3>
      <p>
        {puzzle.bots.length === 0
          ? 'Solo.'
          : `You against ${puzzle.bots.length} bots that take the best move in sight (greedy); you play first.`}{' '}
        {puzzle.entries === 0
          ? 'Nobody has finished it yet.'
          : `${plural(puzzle.entries, 'player')} finished it so far.`}
      </p>
      <p class="status">
        {!attempt
          ? 'Not played yet.'
          : attempt.status === 'ACTIVE'
            ? 'Started: pick up where you left off.'
            : attempt.status === 'FINISHED'
              ? `Done${score === null ? '' : `: ${score} points`}. See it again, or the board.`
              : 'Closed before it was finished.'}
      </p>
      <button type="button" class="primary" disabled={busy} onClick={onPlay}>
        {PLAY_DAILY[puzzle.kind] ?? `Play today's ${puzzle.title}`}
      </button>
    </article>
  );
}

function myScore(game: AnyGame): number | null {
  const scores = (game.result as { scores?: { seat: number; total: number }[] } | null)?.scores;
  return scores?.find((s) => s.seat === game.mySeat)?.total ?? null;
}
