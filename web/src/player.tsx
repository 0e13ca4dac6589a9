import { useEffect, useState } from 'preact/hooks';
import type { Achievement, Api, HistoryEntry } from './api';
import { KINDS } from './boards';
import { describeTrouble, type Trouble } from './messages';
import { GameList, inPlay, useMyGames } from './my-games';
import { PlayerRatings } from './ratings';
import { DataTable, Loading, TroubleBox } from './ui';

const PAGE = 20;

/**
 * Where on the Play page an achievement is earned, for those that need more than the Troyes Dice
 * daily: a Troyes Dice game with others (bots count) or with the expansion.
 */
const HOW_TO_EARN: Record<string, string> = {
  'play-3-multiplayer': 'Play: Troyes Dice against bots, or with friends.',
  'win-multiplayer-over-60': 'Play: Troyes Dice against bots, or with friends, and win.',
  'play-3-expansion':
    "Play: today's Banquets & Raids puzzle, or a solo, bots or friends game of Troyes Dice with Banquets & Raids.",
};

/**
 * A player's daily results (newest first, paged by date) and achievements; for the player
 * themself ("My games"), first the games they are in, whose turn it is, and the way back in.
 */
export function PlayerPage({
  api,
  playerId,
  myName,
  refresh = 0,
}: {
  api: Api;
  playerId: string;
  myName?: string;
  refresh?: number;
}) {
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

  const [ratedName, setRatedName] = useState<string | null>(null);
  const name = myName ?? history?.[0]?.playerName ?? ratedName ?? 'Player';
  return (
    <section aria-labelledby="player-h">
      <h1 id="player-h">{myName ? `My games (${name})` : name}</h1>
      {trouble && <TroubleBox trouble={trouble} />}
      {myName && <InPlay api={api} me={playerId} refresh={refresh} />}
      <PlayerRatings api={api} playerId={playerId} onName={setRatedName} />
      <h2>Daily results</h2>
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
        <DataTable
          caption="Daily results, newest first"
          columns={['Day', 'Rank', 'Score', 'Game']}
          empty={history.length === 0 && 'No finished daily puzzle here.'}
        >
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
        </DataTable>
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
              {myName && !a.unlocked && HOW_TO_EARN[a.id] && <span class="explain">{HOW_TO_EARN[a.id]}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The player's own games still going, those waiting for them first, kept current by their feed. */
function InPlay({ api, me, refresh }: { api: Api; me: string; refresh: number }) {
  const { games, trouble } = useMyGames(api, refresh);
  return (
    <section aria-labelledby="in-play-h">
      <h2 id="in-play-h">In progress</h2>
      {trouble && <TroubleBox trouble={trouble} />}
      {!games && !trouble && <Loading what="your games" />}
      {games && (
        <GameList
          games={inPlay(games)}
          me={me}
          empty="No game in progress. Start one from Play, or join one in the Lobby."
        />
      )}
    </section>
  );
}
