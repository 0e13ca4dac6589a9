import { useEffect, useState } from 'preact/hooks';
import { view as troyesDiceView } from '../../src/engine/games/troyes-dice/view';
import { moveAt, type Api, type Game, type GameHistory, type TroyesDiceView, type Verification } from './api';
import { describeTrouble, type Trouble } from './messages';
import { describeMove } from './moves';
import { Loading, Sheet, TroubleBox } from './ui';

/**
 * A finished game, move by move: the full state at each version (GET /v1/games/{id}/state?at=),
 * drawn by the engine's own view function, with the seed and the server's re-verification.
 */
export function Replay({ api, gameId }: { api: Api; gameId: string }) {
  const [game, setGame] = useState<Game | null>(null);
  const [history, setHistory] = useState<GameHistory | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [views, setViews] = useState<Map<number, TroyesDiceView>>(new Map());
  const [trouble, setTrouble] = useState<Trouble | null>(null);

  useEffect(() => {
    setTrouble(null);
    (async () => {
      const g = await api.game(gameId);
      setGame(g);
      if (g.status !== 'FINISHED' || g.seed === null) return;
      setHistory(await api.events(gameId));
      setAt(g.version);
      setVerification(await api.verify(gameId));
    })().catch((e) => setTrouble(describeTrouble(e)));
  }, [gameId]);

  useEffect(() => {
    if (at === null) return;
    const wanted = [at, at - 1].filter((v) => v >= 0 && !views.has(v));
    if (wanted.length === 0) return;
    Promise.all(wanted.map((v) => api.stateAt(gameId, v)))
      .then((states) => {
        const next = new Map(views);
        for (const s of states) next.set(s.version, troyesDiceView(s.state, null));
        setViews(next);
      })
      .catch((e) => setTrouble(describeTrouble(e)));
  }, [at]);

  if (trouble) return <TroubleBox trouble={trouble} />;
  if (!game) return <Loading what="the game" />;
  if (game.game !== 'troyes-dice') {
    return <TroubleBox trouble={{ kind: 'other', message: 'Only Troyes Dice games can be replayed here.' }} />;
  }
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

  const final = game.version;
  const current = at ?? final;
  const view = views.get(current);
  const made = history ? moveAt(history, current) : undefined;
  const before = views.get(current - 1);
  const step = (v: number) => setAt(Math.max(0, Math.min(final, v)));
  const score = game.result?.scores[0];

  return (
    <section aria-labelledby="replay-h">
      <h1 id="replay-h">Replay · {game.daily ? `${game.daily.kind} ${game.daily.date}` : 'Troyes Dice'}</h1>
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
      <p aria-live="polite" class="replay-move">
        {made && before
          ? `Move ${current}: ${describeMove(made, before)}`
          : current === 0
            ? 'The game is created.'
            : history?.events.find((e) => e.seq === current)?.type === 'GameStarted'
              ? 'The game starts: the first dice are rolled.'
              : ''}
      </p>
      {view ? (
        <Sheet
          view={view}
          seat={0}
          label={`Sheet at version ${current}: score ${view.players[0]?.sheet.score.total ?? 0}`}
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
        <dd>{score?.total ?? '—'}</dd>
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
