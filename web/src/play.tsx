import { useEffect, useState } from 'preact/hooks';
import type { Api, DailyPuzzle, Game, LegalMoves, TroyesDiceMove } from './api';
import { describeTrouble, type Trouble } from './messages';
import { describeMove, groupMoves, isPlain, sheetChoices } from './moves';
import type { Session } from './session';
import { formatTime, Loading, ScoreBreakdown, Sheet, TroubleBox } from './ui';

export const KIND = 'troyes-dice';

interface Props {
  api: Api;
  session: Session;
  onRevoked: (t: Trouble) => void;
}

/** Today's Troyes Dice puzzle: start (or resume) the attempt, play every legal move, see the score. */
export function Play({ api, session, onRevoked }: Props) {
  const [puzzle, setPuzzle] = useState<DailyPuzzle | null>(null);
  const [game, setGame] = useState<Game | null>(null);
  const [legal, setLegal] = useState<LegalMoves | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    const t = describeTrouble(error);
    if (t.kind === 'revoked') onRevoked(t);
    // No move can be played any more: take the choices away rather than let them fail again.
    if (t.kind === 'day-closed' || t.kind === 'finished') setLegal(null);
    setTrouble(t);
  };

  const loadPuzzle = () => {
    setTrouble(null);
    api.daily(KIND).then(setPuzzle, fail);
  };
  useEffect(loadPuzzle, [session.apiKey]);

  // One request per decision: a game answer and a move's answer carry the seat's legal moves.
  const refresh = async (g: Game) => {
    setGame(g);
    setLegal(g.legalMoves && g.mySeat !== null ? { version: g.version, seat: g.mySeat, moves: g.legalMoves } : null);
  };

  const start = async () => {
    setBusy(true);
    setTrouble(null);
    try {
      await refresh(await api.startAttempt(KIND));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const play = async (move: TroyesDiceMove) => {
    if (!game || !legal) return;
    setBusy(true);
    setTrouble(null);
    try {
      const accepted = await api.move(game.id, move, legal.version);
      // The answer has all the sheet needs; the finished game is read once for its seed and times.
      await refresh(
        accepted.status === 'ACTIVE'
          ? {
              ...game,
              version: accepted.version,
              status: accepted.status,
              view: accepted.view,
              actors: accepted.actors,
              legalMoves: accepted.legalMoves,
            }
          : await api.game(game.id),
      );
    } catch (e) {
      const t = describeTrouble(e);
      if (t.kind === 'other' && e instanceof Error && 'code' in e && e.code === 'VERSION_CONFLICT') {
        await refresh(await api.game(game.id)).catch(fail); // another tab moved: show the new state
      } else fail(e);
    } finally {
      setBusy(false);
    }
  };

  const newPuzzle = () => {
    setGame(null);
    setLegal(null);
    loadPuzzle();
  };

  if (!game) {
    return (
      <section aria-labelledby="play-h">
        <h1 id="play-h">Today's Troyes Dice puzzle</h1>
        {trouble && (
          <TroubleBox trouble={trouble}>
            <button type="button" onClick={loadPuzzle}>
              Try again
            </button>
          </TroubleBox>
        )}
        {!puzzle && !trouble && <Loading what="today's puzzle" />}
        {puzzle && (
          <>
            <p>
              Puzzle of <strong data-testid="puzzle-date">{puzzle.date}</strong>: the same dice for everyone, one ranked
              attempt each. It closes at {formatTime(puzzle.closesAt)}; {puzzle.entries} finished so far.
            </p>
            <button type="button" class="primary" onClick={start} disabled={busy}>
              Play today's puzzle
            </button>
          </>
        )}
      </section>
    );
  }

  const seat = game.mySeat ?? 0;
  const view = game.view;
  const choices =
    game.status === 'ACTIVE' && legal && !busy
      ? new Map(
          [...sheetChoices(legal.moves, view)].map(([target, move]) => [
            target,
            { label: describeMove(move, view), play: () => void play(move) },
          ]),
        )
      : undefined;
  return (
    <section aria-labelledby="play-h">
      <h1 id="play-h">
        Troyes Dice · {game.daily?.date ?? 'game'}{' '}
        <span class="status">
          {game.status === 'ACTIVE' ? `day ${view.day}, ${view.half}` : game.status.toLowerCase()}
        </span>
      </h1>
      {trouble && (
        <TroubleBox trouble={trouble}>
          {trouble.kind === 'day-closed' && (
            <button type="button" onClick={newPuzzle}>
              Go to the new puzzle
            </button>
          )}
          {trouble.kind === 'unreachable' && (
            <button type="button" onClick={() => api.game(game.id).then(refresh, fail)}>
              Try again
            </button>
          )}
        </TroubleBox>
      )}
      <div class="table">
        <div>
          <Sheet
            view={view}
            seat={seat}
            label={`Your sheet: score ${view.players[seat]?.sheet.score.total ?? 0}`}
            choices={choices}
          />
          {choices && choices.size > 0 && (
            <p class="hint">Highlighted spaces can be built now: click one, or press Enter on it.</p>
          )}
        </div>
        <div class="side">
          {game.status === 'ACTIVE' && legal && <Moves legal={legal} game={game} busy={busy} onPlay={play} />}
          {game.status === 'FINISHED' && game.result && <Finished game={game} seat={seat} />}
          {game.status === 'ABANDONED' && (
            <TroubleBox
              trouble={{
                kind: 'day-closed',
                message: 'This attempt was closed: its day ended before it was finished.',
              }}
            >
              <button type="button" onClick={newPuzzle}>
                Go to the new puzzle
              </button>
            </TroubleBox>
          )}
        </div>
      </div>
    </section>
  );
}

function Finished({ game, seat }: { game: Game; seat: number }) {
  const score = game.result!.scores.find((s) => s.seat === seat) ?? game.result!.scores[0]!;
  return (
    <div class="finished">
      <h2>Final score: {score.total}</h2>
      <p role="status">You have played today's puzzle. Come back tomorrow for new dice.</p>
      <ScoreBreakdown breakdown={score.breakdown as unknown as Record<string, number>} total={score.total} />
      <p>
        <a href={`#/boards/daily/${game.daily?.date ?? ''}`}>See the daily board</a> ·{' '}
        <a href={`#/games/${game.id}/replay`}>Replay (opens when the day closes)</a>
      </p>
    </div>
  );
}

function Moves({
  legal,
  game,
  busy,
  onPlay,
}: {
  legal: LegalMoves;
  game: Game;
  busy: boolean;
  onPlay: (m: TroyesDiceMove) => void;
}) {
  const view = game.view;
  const groups = groupMoves(legal.moves);
  const button = (m: TroyesDiceMove, i: number) => (
    <li key={i}>
      <button type="button" class="move" disabled={busy} onClick={() => onPlay(m)}>
        {describeMove(m, view)}
      </button>
    </li>
  );
  return (
    <section class="moves" aria-labelledby="moves-h" aria-busy={busy} data-version={legal.version}>
      <h2 id="moves-h">Your move ({legal.moves.length} legal)</h2>
      {groups.map((g) => {
        const die = g.slot === null ? null : view.dice.find((d) => d.slot === g.slot);
        const plain = g.moves.filter((m) => isPlain(m, view));
        const other = g.moves.filter((m) => !isPlain(m, view));
        return (
          <div class="group" key={g.key}>
            <h3>
              {die
                ? `Die ${die.slot + 1}: ${die.actionValue} on ${die.colour}${costText(die.cost, die.wheelCost)}`
                : g.key === 'fallback'
                  ? 'No die'
                  : 'Bonus to resolve'}
            </h3>
            <ul>{plain.map(button)}</ul>
            {other.length > 0 && (
              <details open={plain.length === 0}>
                <summary>Change its colour or value ({other.length})</summary>
                <ul>{other.map(button)}</ul>
              </details>
            )}
          </div>
        );
      })}
    </section>
  );
}

function costText(
  cost: { influence: number; deniers: number; knowledge: number; anyOne: boolean },
  wheel: string,
): string {
  const parts = [
    cost.influence ? `${cost.influence} influence` : null,
    cost.deniers ? `${cost.deniers} deniers` : null,
    cost.knowledge ? `${cost.knowledge} knowledge` : null,
    cost.anyOne ? '1 resource of your choice' : null,
  ].filter(Boolean);
  return parts.length ? ` · costs ${parts.join(' + ')}` : wheel === 'FREE' ? ' · free' : '';
}
