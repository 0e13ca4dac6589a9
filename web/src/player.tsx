import { useEffect, useState } from 'preact/hooks';
import type { Achievement, Api, HistoryEntry } from './api';
import { KINDS } from './boards';
import { describeTrouble, type Trouble } from './messages';
import { Loading, TroubleBox } from './ui';

const PAGE = 20;

/** A player's daily results (newest first, paged by date) and achievements. */
export function PlayerPage({ api, playerId, myName }: { api: Api; playerId: string; myName?: string }) {
  const [kind, setKind] = useState('troyes-dice');
  const [before, setBefore] = useState<string[]>([]);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [achievements, setAchievements] = useState<Achievement[] | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const cursor = before[before.length - 1] ?? null;

  useEffect(() => {
    setHistory(null);
    api.history(kind, playerId, PAGE, cursor).then(setHistory, (e) => setTrouble(describeTrouble(e)));
  }, [kind, playerId, cursor]);
  useEffect(() => {
    api.achievements(playerId).then(setAchievements, (e) => setTrouble(describeTrouble(e)));
  }, [playerId]);

  const name = myName ?? history?.[0]?.playerName ?? 'Player';
  return (
    <section aria-labelledby="player-h">
      <h1 id="player-h">{name}</h1>
      {trouble && <TroubleBox trouble={trouble} />}
      <h2>History</h2>
      <label>
        Puzzle{' '}
        <select value={kind} onChange={(e) => (setKind((e.target as HTMLSelectElement).value), setBefore([]))}>
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.title}
            </option>
          ))}
        </select>
      </label>
      {!history && !trouble && <Loading what="the history" />}
      {history && (
        <table class="board">
          <caption>Daily results, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Rank</th>
              <th scope="col">Score</th>
              <th scope="col">Game</th>
            </tr>
          </thead>
          <tbody>
            {history.length === 0 && (
              <tr>
                <td colSpan={4}>No finished daily puzzle here.</td>
              </tr>
            )}
            {history.map((h) => (
              <tr key={h.gameId}>
                <td>
                  <a href={`#/boards/daily/${h.date}`}>{h.date}</a>
                </td>
                <td>{h.rank}</td>
                <td class="score">{h.score}</td>
                <td>
                  <a href={`#/games/${h.gameId}/replay`}>Replay</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav class="pager" aria-label="History pages">
        <button type="button" disabled={before.length === 0} onClick={() => setBefore(before.slice(0, -1))}>
          Newer
        </button>
        <button
          type="button"
          disabled={!history || history.length < PAGE}
          onClick={() => history && setBefore([...before, history[history.length - 1]!.date])}
        >
          Older
        </button>
      </nav>
      <h2>Achievements</h2>
      {!achievements && !trouble && <Loading what="the achievements" />}
      {achievements && (
        <ul class="achievements">
          {achievements.map((a) => (
            <li key={a.id} class={a.unlocked ? 'unlocked' : 'locked'}>
              <strong>
                {a.unlocked ? '✓ ' : ''}
                {a.title}
              </strong>
              : {a.description}
              {a.counter && !a.unlocked ? ` (${a.progress ?? 0}/${a.counter.threshold})` : ''}
              {a.unlockedAt ? ` · unlocked ${a.unlockedAt.slice(0, 10)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
