import { useEffect, useState } from 'preact/hooks';
import type { AnyGame, Api, GameHistory, Verification } from './api';
import { gameTitle } from './catalog';
import { useLayout } from './games/drawing';
import { seatNames } from './games/game-page';
import { tellEvent } from './games/log';
import { GAME_UI } from './games/registry';
import type { GameUi, StreamEvent } from './games/types';
import { describeTrouble, type Trouble } from './messages';
import { Loading, TroubleBox } from './ui';

/**
 * A finished game of any of the three, move by move: the full state at each version (GET
 * /v1/games/{id}/state?at=), drawn from the engine's own view function (every seat's cards and
 * bags are public once a game is over), what each move did in words, the seed and the server's
 * re-verification.
 */
export function Replay({ api, gameId }: { api: Api; gameId: string }) {
  const [game, setGame] = useState<AnyGame | null>(null);
  const [history, setHistory] = useState<GameHistory | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [views, setViews] = useState<Map<number, unknown>>(new Map());
  const [seat, setSeat] = useState(0);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const layout = useLayout();
  const ui: GameUi | undefined = game ? GAME_UI[game.game] : undefined;

  useEffect(() => {
    setTrouble(null);
    (async () => {
      const g = await api.anyGame(gameId);
      setGame(g);
      setSeat(g.mySeat ?? 0);
      if (g.status !== 'FINISHED' || g.seed === null) return;
      setHistory(await api.events(gameId));
      setAt(g.version);
      setVerification(await api.verify(gameId));
    })().catch((e) => setTrouble(describeTrouble(e)));
  }, [gameId]);

  useEffect(() => {
    if (at === null || !ui) return;
    if (views.has(at)) return;
    api
      .anyStateAt(gameId, at)
      .then((s) => setViews((prev) => new Map(prev).set(s.version, ui.viewOf(s.state))))
      .catch((e) => setTrouble(describeTrouble(e)));
  }, [at, ui]);

  if (trouble) return <TroubleBox trouble={trouble} />;
  if (!game || !ui) return <Loading what="the game" />;
  if (game.status !== 'FINISHED' || game.seed === null) {
    return (
      <section aria-labelledby="replay-h">
        <h1 id="replay-h">Replay</h1>
        <TroubleBox
          trouble={{
            kind: 'other',
            message:
              game.status !== 'FINISHED'
                ? 'This game is not finished yet: it can be replayed once it is over.'
                : 'This is a daily puzzle whose day has not closed: its replay and seed open when the day ends, so nobody sees the dice early.',
          }}
        />
      </section>
    );
  }

  const names = seatNames(game).map((n, i) => (i === game.mySeat ? 'You' : n));
  const final = game.version;
  const current = at ?? final;
  const view = views.get(current);
  const event = history?.events.find((e) => e.seq === current) as StreamEvent | undefined;
  const told = event ? tellEvent(event, ui, names) : [];
  const step = (v: number) => setAt(Math.max(0, Math.min(final, v)));
  const score = (game.result as { scores?: { seat: number; total: number }[] } | null)?.scores?.find(
    (s) => s.seat === seat,
  );
  const sheetScore =
    game.game === 'troyes-dice'
      ? (view as { players: { seat: number; sheet: { score: { total: number } } }[] } | undefined)?.players.find(
          (p) => p.seat === seat,
        )?.sheet.score.total
      : undefined;

  return (
    <section aria-labelledby="replay-h">
      <h1 id="replay-h">Replay · {game.daily ? `${game.daily.kind} ${game.daily.date}` : gameTitle(game.game)}</h1>
      <div class="replay-controls" role="group" aria-label="Step through the game">
        <button type="button" onClick={() => step(0)} disabled={current === 0}>
          First
        </button>
        <button type="button" onClick={() => step(current - 1)} disabled={current === 0}>
          Previous move
        </button>
        <label>
          Version{' '}
          <input
            type="range"
            min={0}
            max={final}
            value={current}
            onInput={(e) => step(Number((e.target as HTMLInputElement).value))}
          />
        </label>
        <output data-testid="replay-version">
          {current} / {final}
        </output>
        <button type="button" onClick={() => step(current + 1)} disabled={current === final}>
          Next move
        </button>
        <button type="button" onClick={() => step(final)} disabled={current === final}>
          Last
        </button>
      </div>
      <div aria-live="polite" class="replay-move">
        {event?.type === 'MoveMade' ? (
          <p>
            Move {current}: {told.join(' ')}
          </p>
        ) : (
          told.map((t, i) => <p key={i}>{t}</p>)
        )}
      </div>
      {ui.perSeatBoard && game.seats.length > 1 && (
        <div class="seat-tabs" role="group" aria-label="Whose board to show">
          {game.seats.map((s) => (
            <button type="button" key={s.seat} aria-pressed={s.seat === seat} onClick={() => setSeat(s.seat)}>
              {names[s.seat]}
            </button>
          ))}
        </div>
      )}
      {view ? (
        <ui.Board
          view={view}
          seat={seat}
          names={names}
          layout={layout}
          label={
            sheetScore !== undefined
              ? `Sheet at version ${current}: score ${sheetScore}`
              : `${gameTitle(game.game)} at version ${current}`
          }
        />
      ) : (
        <Loading what="this step" />
      )}
      <dl class="proof">
        <dt>Seed</dt>
        <dd>
          <code data-testid="seed">{game.seed}</code>
        </dd>
        <dt>Final score</dt>
        <dd>
          {names[seat]}: {score?.total ?? '—'}
        </dd>
        <dt>Verification</dt>
        <dd data-testid="verification">
          {verification
            ? verification.valid
              ? `Verified: replaying every move under ${verification.rulesVersion} gives the same result.`
              : `Not verified: move ${verification.firstInvalid?.index ?? '?'} is refused on replay.`
            : 'Verifying…'}
        </dd>
      </dl>
    </section>
  );
}
