import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyGame, Api } from '../api';
import { gameTitle, isMyTurn, seatsInWords, turnInWords } from '../catalog';
import { go, useAction } from '../forms';
import { describeTrouble, type Trouble } from '../messages';
import type { Session } from '../session';
import { Loading, TroubleBox } from '../ui';
import { useLayout } from './drawing';
import { useLiveGame } from './live';
import { tellEvent } from './log';
import { boardChoices } from './board-choices';
import { MovesPanel } from './moves-panel';
import { GAME_UI } from './registry';
import { RatingChanges, RematchPanel } from './rematch';
import type { GameUi, MoveGroup, SeatNames, StreamEvent } from './types';

/** "you", "Bob", "greedy bot", "open seat": who sits at each seat, as the page says it. */
export function seatNames(game: AnyGame, me?: string): SeatNames {
  return game.seats.map((s) =>
    s.player
      ? s.player.id === me
        ? 'You'
        : s.player.name
      : s.bot
        ? `Bot ${s.seat + 1} (${s.bot.split('@')[0]})`
        : `Open seat ${s.seat + 1}`,
  );
}

/**
 * `#/games/<id>`: any game, as its players and watchers see it. The board drawn from the caller's
 * view; the legal moves grouped and described (and the board parts they name made clickable);
 * whose turn, the clock when timed, the other seats; a log of what each move did; other players'
 * moves arriving live through the game's stream; the waiting room with its invite link while
 * seats are open; the result once over; how to play.
 */
export function GamePage({
  api,
  session,
  gameId,
  refresh,
  onRevoked,
}: {
  api: Api;
  session: Session;
  gameId: string;
  /** The player feed's tick: an ended game's rematch is read again on it. */
  refresh: number;
  onRevoked: (t: Trouble) => void;
}) {
  const live = useLiveGame(api, gameId, onRevoked);
  const layout = useLayout();
  const [busy, setBusy] = useState(false);
  const [shownSeat, setShownSeat] = useState<number | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const game = live.game;

  // After a move, the keyboard stays with the choices (the list's heading), not the page's top.
  const focusMoves = () => requestAnimationFrame(() => heading.current?.focus());

  const play = async (move: unknown) => {
    if (!game) return;
    setBusy(true);
    live.setTrouble(null);
    setPicked(null);
    try {
      live.moved(await api.submit(game.id, move, game.version));
      focusMoves();
    } catch (e) {
      const t = describeTrouble(e);
      const code = (e as { code?: string }).code;
      if (code === 'VERSION_CONFLICT' || code === 'NOT_YOUR_TURN') {
        // Another tab, device or player moved first: show where the game stands now, and say so.
        await live.reload();
        live.setTrouble({
          kind: 'other',
          message:
            code === 'VERSION_CONFLICT'
              ? 'The game moved on before your move arrived (another tab, device or player): here it is as it stands now. Choose again.'
              : 'It is no longer your turn: here is the game as it stands now.',
        });
      } else if (t.kind === 'revoked') onRevoked(t);
      else {
        if (t.kind === 'day-closed' || t.kind === 'finished') await live.reload();
        live.setTrouble(t);
      }
    } finally {
      setBusy(false);
    }
  };

  if (!game) {
    return live.trouble ? <TroubleBox trouble={live.trouble} /> : <Loading what="the game" />;
  }
  const ui = GAME_UI[game.game] as GameUi;
  const names = seatNames(game, session.id);
  const view = game.view as unknown;
  const mine = game.mySeat;
  const seat = shownSeat ?? mine ?? 0;
  const myTurn = isMyTurn(game) && game.legalMoves !== null && game.legalMoves.length > 0;
  const closedDaily = live.trouble?.kind === 'day-closed' || (game.status === 'ABANDONED' && game.daily !== null);
  const groups: MoveGroup[] =
    myTurn && mine !== null && !closedDaily ? ui.groupMoves(game.legalMoves as unknown[], view, mine, names) : [];
  const choices = busy
    ? undefined
    : boardChoices(groups, play, (key) => {
        setPicked(key);
        requestAnimationFrame(() => document.getElementById(`group-${key}`)?.scrollIntoView({ block: 'nearest' }));
      });
  const title = `${gameTitle(game.game)}${game.daily ? ` · ${game.daily.ranked ? 'daily' : 'practice'} ${game.daily.date}` : ''}`;

  return (
    <section aria-labelledby="game-h" class={`game game-${game.game}`}>
      <h1 id="game-h">
        {title} ·{' '}
        <span class="status" data-testid="game-progress">
          {game.status === 'ACTIVE'
            ? ui.progress(view)
            : game.status === 'OPEN'
              ? 'waiting for players'
              : game.status.toLowerCase()}
        </span>
      </h1>
      <p class="turn-line">
        <strong data-testid="game-status" class={myTurn ? 'mine' : undefined}>
          {turnInWords(game, session.id)}
        </strong>
        {game.status === 'ACTIVE' && mine !== null && !myTurn && ' — the page shows their moves as they happen.'}{' '}
        <span class="link-state" data-testid="live-state">
          {live.link === 'live'
            ? '● live'
            : live.link === 'retrying'
              ? 'reconnecting…'
              : live.link === 'over'
                ? ''
                : 'connecting…'}
        </span>
      </p>
      {game.clock && <Clocks game={game} names={names} />}
      {live.trouble && (
        <TroubleBox trouble={live.trouble}>
          {closedDaily && (
            <button type="button" onClick={() => go('#/')}>
              Go to the new puzzle
            </button>
          )}
          {live.trouble.kind === 'unreachable' && (
            <button type="button" onClick={() => void live.reload().then(() => live.setTrouble(null))}>
              Try again
            </button>
          )}
        </TroubleBox>
      )}
      {game.status === 'OPEN' && (
        <WaitingRoom api={api} game={game} me={session.id} onJoined={live.reload} onRevoked={onRevoked} />
      )}
      {game.status !== 'OPEN' && (
        <div class="table">
          <div class="side">
            {myTurn && groups.length > 0 && (
              <MovesPanel
                heading={`Your move: ${ui.asks(view, mine!)}`}
                groups={groups}
                version={game.version}
                busy={busy}
                onPlay={(m) => void play(m)}
                headingRef={heading}
                openGroup={picked}
              />
            )}
            {game.status === 'FINISHED' && game.result !== null && <Finished game={game} ui={ui} names={names} />}
            {game.status === 'ABANDONED' && !live.trouble && (
              <TroubleBox
                trouble={{
                  kind: 'day-closed',
                  message: game.daily
                    ? 'This attempt was closed: its day ended before it was finished.'
                    : endedEarly(live.events, names),
                }}
              >
                {game.daily && (
                  <button type="button" onClick={() => go('#/')}>
                    Go to the new puzzle
                  </button>
                )}
              </TroubleBox>
            )}
            {(game.status === 'FINISHED' || game.status === 'ABANDONED') && (
              <>
                {game.status === 'ABANDONED' && <EarlyRanking game={game} names={names} />}
                <RatingChanges game={game} names={names} />
                {!game.daily && mine !== null && (
                  <RematchPanel api={api} game={game} me={session.id} refresh={refresh} onRevoked={onRevoked} />
                )}
              </>
            )}
            <Log events={live.events} ui={ui} names={names} />
          </div>
          <div class="board-side">
            {ui.perSeatBoard && game.seats.length > 1 && (
              <div class="seat-tabs" role="group" aria-label="Whose board to show">
                {game.seats.map((s) => (
                  <button
                    type="button"
                    key={s.seat}
                    aria-pressed={s.seat === seat}
                    onClick={() => setShownSeat(s.seat)}
                  >
                    {names[s.seat]}
                  </button>
                ))}
              </div>
            )}
            <ui.Board
              view={view}
              seat={seat}
              names={names}
              layout={layout}
              choices={seat === mine ? choices : undefined}
            />
            {ui.Extra?.({ view, names })}
            {choices && choices.size > 0 && seat === mine && (
              <p class="hint">Highlighted parts of the board are choices: click one, or press Enter on it.</p>
            )}
            <p>
              <a href={`/v1/games/${game.id}/board.svg?seat=${seat}`} target="_blank" rel="noopener">
                This board as an SVG picture
              </a>
              {game.status === 'FINISHED' && (
                <>
                  {' · '}
                  <a href={`#/games/${game.id}/replay`}>Replay move by move</a>
                </>
              )}
            </p>
          </div>
        </div>
      )}
      <p>With {seatsInWords(game, session.id)}.</p>
      <details class="panel how-to">
        <summary>
          <span class="panel-title">How to play {gameTitle(game.game)}</span>
        </summary>
        <ui.HowTo />
      </details>
    </section>
  );
}

function Finished({ game, ui, names }: { game: AnyGame; ui: GameUi; names: SeatNames }) {
  const result = game.result as {
    scores: { seat: number; total: number; breakdown: Record<string, number> }[];
    ranking: { seat: number; rank: number; total: number }[];
  };
  const mine = game.mySeat ?? result.ranking[0]?.seat ?? 0;
  const score = result.scores.find((s) => s.seat === mine) ?? result.scores[0]!;
  const rank = result.ranking.find((r) => r.seat === mine)?.rank;
  return (
    <div class="finished">
      <h2>Final score: {score.total}</h2>
      {game.daily?.ranked ? (
        <p role="status">You have played today's puzzle. Come back tomorrow for a new one.</p>
      ) : (
        game.seats.length > 1 &&
        rank !== undefined && (
          <p role="status">
            {game.mySeat === null
              ? `${names[mine]} won.`
              : rank === 1
                ? 'You won!'
                : `You came ${ordinal(rank)} of ${game.seats.length}.`}
          </p>
        )
      )}
      <table class="breakdown">
        <caption>Score breakdown</caption>
        <tbody>
          {ui.breakdown(Object.keys(score.breakdown)).map(([k, label]) => (
            <tr key={k}>
              <th scope="row">{label}</th>
              <td>{score.breakdown[k] ?? 0}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td class="total" data-testid="final-score">
              {score.total}
            </td>
          </tr>
        </tfoot>
      </table>
      {game.seats.length > 1 && <RankingTable caption="Ranking" ranking={result.ranking} game={game} names={names} />}
      <p>
        {game.daily && (
          <>
            <a href={`#/boards/daily/${game.daily.date}`}>See the daily board</a> ·{' '}
          </>
        )}
        <a href={`#/games/${game.id}/replay`}>{game.daily?.ranked ? 'Replay (opens when the day closes)' : 'Replay'}</a>
      </p>
    </div>
  );
}

/** A game ended by a resignation or forfeit still ranks its seats (the leaver last). */
function EarlyRanking({ game, names }: { game: AnyGame; names: SeatNames }) {
  const ranking = (game.result as { ranking?: { seat: number; rank: number; total: number }[] } | null)?.ranking;
  if (!ranking || game.seats.length < 2) return null;
  return <RankingTable caption="Ranking when it ended" ranking={ranking} game={game} names={names} />;
}

/** Each seat's rank, name and total, the player's own row marked. */
function RankingTable({
  caption,
  ranking,
  game,
  names,
}: {
  caption: string;
  ranking: { seat: number; rank: number; total: number }[];
  game: AnyGame;
  names: SeatNames;
}) {
  return (
    <table class="board ranking">
      <caption>{caption}</caption>
      <tbody>
        {ranking.map((r) => (
          <tr key={r.seat} class={r.seat === game.mySeat ? 'me' : undefined}>
            <td>{r.rank}</td>
            <td>{names[r.seat]}</td>
            <td class="score">{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Why a game ended unfinished, from its GameAbandoned event: who resigned or forfeited, if anyone. */
function endedEarly(events: StreamEvent[], names: SeatNames): string {
  const end = events.find((e) => e.type === 'GameAbandoned');
  const p = (end?.payload ?? {}) as { reason?: string; seat?: number };
  const who = p.seat === undefined ? undefined : names[p.seat];
  if (who && p.reason && p.reason !== 'DEADLINE_PASSED')
    return `This game ended early: ${who} ${p.reason === 'RESIGNED' ? 'resigned' : 'forfeited'}.`;
  return 'This game was abandoned before it was finished.';
}

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** What happened, newest first, in words; read out politely as it comes. */
function Log({
  events,
  ui,
  names,
}: {
  events: { seq: number; type: string; seat: number | null; payload: unknown }[];
  ui: GameUi;
  names: SeatNames;
}) {
  const [all, setAll] = useState(false);
  // The same line again (a secret plan's steps) is said once, with how many times.
  const lines: { key: string; seq: number; text: string; times: number }[] = [];
  for (const e of events) {
    tellEvent(e, ui, names).forEach((text, i) => {
      const last = lines[lines.length - 1];
      if (last && last.text === text) {
        last.times++;
        last.seq = e.seq;
      } else lines.push({ key: `${e.seq}-${i}`, seq: e.seq, text, times: 1 });
    });
  }
  const shown = all ? lines.slice().reverse() : lines.slice(-12).reverse();
  return (
    <section class="log" aria-labelledby="log-h">
      <h2 id="log-h">What happened</h2>
      <ol aria-live="polite" aria-relevant="additions" data-testid="log">
        {shown.map((l) => (
          // Numbered by version, as the replay is. A string: the number 0 equals an <li>'s default
          // value, so Preact would not set it and the list would count on by itself.
          <li key={l.key} value={String(l.seq)}>
            {l.text}
            {l.times > 1 && ` (×${l.times})`}
          </li>
        ))}
      </ol>
      {lines.length > 12 && (
        <button type="button" onClick={() => setAll(!all)}>
          {all ? 'Show the last moves only' : `Show all ${lines.length} lines`}
        </button>
      )}
    </section>
  );
}

/** The turn clocks of a timed game: time left on the running turn, and each seat's bank. */
function Clocks({ game, names }: { game: AnyGame; names: SeatNames }) {
  const clock = game.clock!;
  const [now, setNow] = useState(Date.now());
  // Counted down from `turnMs` as read, on this device's clock: a skewed clock cannot shift it.
  const readAt = useMemo(() => Date.now(), [clock]);
  useEffect(() => {
    if (!clock.running) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [clock.running]);
  const mmss = (ms: number) => {
    const s = Math.max(0, Math.round(ms / 1000));
    return s >= 3600
      ? `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`
      : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  return (
    <ul class="clocks" aria-label="Clocks" data-testid="clocks">
      {clock.seats.map((c) => (
        <li key={c.seat} class={c.turnMs !== null ? 'running' : undefined}>
          <strong>{names[c.seat]}</strong>:{' '}
          {c.turnMs !== null ? `${mmss(c.turnMs - (now - readAt))} left this turn` : 'waiting'} · bank {mmss(c.bankMs)}
          {c.timeouts > 0 && ` · ${c.timeouts} timeout${c.timeouts === 1 ? '' : 's'}`}
        </li>
      ))}
    </ul>
  );
}

/** An open game: who is seated, the invite link to share, and a Join button for a visitor. */
function WaitingRoom({
  api,
  game,
  me,
  onJoined,
  onRevoked,
}: {
  api: Api;
  game: AnyGame;
  me: string;
  onJoined: () => Promise<void>;
  onRevoked: (t: Trouble) => void;
}) {
  const join = useAction(onRevoked);
  const [copied, setCopied] = useState(false);
  const link = `${location.origin}/#/games/${game.id}`;
  const open = game.seats.filter((s) => !s.player && !s.bot).length;
  return (
    <div class="waiting card">
      <h2>Waiting for {open === 1 ? 'one more player' : `${open} more players`}</h2>
      <p>The game starts as soon as every seat is taken. This page changes by itself when it does.</p>
      {game.mySeat !== null ? (
        <>
          <p>Send this link to the people you want to play with (they sign up in a moment if they are new):</p>
          <p class="invite">
            <code data-testid="invite-link">{link}</code>{' '}
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy the link'}
            </button>
          </p>
          <p>
            Anyone can also find it in the <a href="#/lobby">Lobby</a>.
          </p>
        </>
      ) : (
        <>
          {join.trouble && <TroubleBox trouble={join.trouble} />}
          <button
            type="button"
            class="primary"
            disabled={join.busy}
            onClick={() =>
              void join.run(async () => {
                await api.joinGame(game.id);
                await onJoined();
              })
            }
          >
            Join this game
          </button>
        </>
      )}
      <ul>
        {game.seats.map((s) => (
          <li key={s.seat}>
            Seat {s.seat + 1}:{' '}
            {s.player ? (s.player.id === me ? 'you' : s.player.name) : s.bot ? `${s.bot} bot` : 'open'}
          </li>
        ))}
      </ul>
    </div>
  );
}
