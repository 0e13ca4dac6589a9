import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, type Api, type CreateSeek, type GameType, type Seek } from './api';
import { CLOCK_PRESETS, gameTitle } from './catalog';
import { ClockFields, useClockChoice } from './clock-choice';
import { ActionTrouble, Check, Choice, Field, go, useAction } from './forms';
import { describeTrouble, type Trouble } from './messages';
import type { SeekMatch } from './notices';
import type { Session } from './session';
import { formatTime, Loading } from './ui';

const LISTED = 50;

/** Reconnection waits after a dropped lobby stream: quick at first, then no more than every 30 s. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** The lobby's changes heard while a read of the list is on its way (applied to its answer). */
interface Heard {
  opened: Map<string, Seek>;
  closed: Set<string>;
}

const RATED_EXPLAINED =
  'A rated game changes your rating in that game (see the Ratings boards) by where you finish. Unrated games change nothing. Rated and unrated seekers are never matched together.';

/** What a seek asks for, in words: "Troyes, 2 to 4 players, rated, untimed". */
export function seekInWords(s: Pick<Seek, 'game' | 'players' | 'rated' | 'clock'>): string {
  const players = s.players.min === s.players.max ? `${s.players.min}` : `${s.players.min} to ${s.players.max}`;
  const preset = s.clock && CLOCK_PRESETS.find((c) => c.moveSeconds === s.clock!.moveSeconds);
  const clock = !s.clock
    ? 'untimed'
    : preset && preset.bankSeconds === s.clock.bankSeconds
      ? `timed: ${preset.label}`
      : `timed: ${s.clock.moveSeconds} s a turn + ${s.clock.bankSeconds} s bank`;
  return `${gameTitle(s.game)}, ${players} players, ${s.rated ? 'rated' : 'unrated'}, ${clock}`;
}

/** Whom a seek accepts, in words: "opponents rated 0.00 to 10.00, widening by 1 a minute"; "" for anyone. */
export function rangeInWords(r: Seek['ratingRange']): string {
  if (r.min === null && r.max === null) return '';
  const bounds =
    r.min !== null && r.max !== null
      ? `rated ${r.min.toFixed(2)} to ${r.max.toFixed(2)}`
      : r.min !== null
        ? `rated ${r.min.toFixed(2)} or more`
        : `rated up to ${r.max!.toFixed(2)}`;
  return `opponents ${bounds}${r.widenPerMinute > 0 ? `, widening by ${r.widenPerMinute} a minute` : ''}`;
}

/** The seek a person asks for again from the list ("Join this one"): the same game, size, clock and flag. */
function sameAs(s: Seek): CreateSeek {
  return {
    game: s.game,
    players: s.players,
    options: s.options,
    rated: s.rated,
    ...(s.clock ? { clock: { moveSeconds: s.clock.moveSeconds, bankSeconds: s.clock.bankSeconds } } : {}),
  };
}

/** A seek refused, said for a player: which rule, and what to do. */
function explainSeekTrouble(e: unknown): Trouble | null {
  if (!(e instanceof ApiError)) return null;
  if (e.code === 'ALREADY_SEEKING')
    return {
      kind: 'other',
      message:
        'You are already looking for a game of this kind: it is listed under "Waiting for players". Cancel it there to ask for something else.',
    };
  if (e.code === 'INVALID_SEEK') {
    const why: Record<string, string> = {
      MIN_OVER_MAX: 'The fewest players cannot be more than the most.',
      OVER_SEAT_LIMIT: `This game seats at most ${String(e.problem.maxPlayers ?? 'fewer')} players.`,
      TOO_FEW_PLAYERS: 'A game found for you needs at least 2 players.',
    };
    return { kind: 'other', message: `${why[e.reason ?? ''] ?? e.message} (${e.reason ?? e.code})` };
  }
  return null;
}

/** What the seeks need from the app: the player feed's tick and its latest `seekMatched`. */
export interface SeeksProps {
  api: Api;
  session: Session | null;
  refresh: number;
  matched: SeekMatch | null;
  onRevoked: (t: Trouble) => void;
}

/**
 * "Find me a game": the player says which game, how many players, rated or not, timed or not;
 * Crier seats them as soon as enough people asked for the same (POST /v1/seeks). While it waits
 * the seek is shown with a Cancel button (DELETE); when the feed says `seekMatched` (or the
 * answer itself was MATCHED) the page goes to the new game. Below, everyone's open seeks, each
 * with a button to ask for the same and so complete its table, kept live by the lobby's stream
 * (GET /v1/seeks/stream) while the page is shown: no Refresh needed, nothing polled.
 */
export function Seeks({ api, session, refresh, matched, onRevoked }: SeeksProps) {
  const [types, setTypes] = useState<GameType[] | null>(null);
  const [open, setOpen] = useState<Seek[] | null>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [asked, setAsked] = useState(0);
  const [known, setKnown] = useState<Seek[]>([]);
  const seek = useAction(onRevoked, explainSeekTrouble);
  const cancel = useAction(onRevoked);

  useEffect(() => {
    api.gameTypes().then(setTypes, (e) => setTrouble(describeTrouble(e)));
  }, []);

  const heard = useRef<Heard>({ opened: new Map(), closed: new Set() });
  const knownIds = useRef<string[]>([]);
  knownIds.current = known.map((k) => k.id);

  // The open seeks; the player's own among them are the ones they wait on (after a reload too).
  // What the lobby's stream tells meanwhile is applied to the answer, which may predate it.
  useEffect(() => {
    let live = true;
    const since: Heard = { opened: new Map(), closed: new Set() };
    heard.current = since;
    api.seeks(LISTED).then(
      (p) => {
        if (!live) return;
        const items = p.items.filter((s) => !since.closed.has(s.id));
        const fresh = [...since.opened.values()].filter(
          (s) => !since.closed.has(s.id) && !items.some((i) => i.id === s.id),
        );
        setOpen([...fresh.reverse(), ...items].slice(0, LISTED));
      },
      (e) => live && setTrouble(describeTrouble(e)),
    );
    return () => {
      live = false;
    };
  }, [refresh, asked, session?.apiKey]);

  // The lobby live while this page is shown: a seek that opens is added, one that closes removed.
  // Each time the stream (re)opens the list is read again: changes before it were not told.
  useEffect(() => {
    const stop = new AbortController();
    (async () => {
      for (let attempt = 0; !stop.signal.aborted; attempt++) {
        try {
          for await (const c of api.lobbyChanges(stop.signal)) {
            if ('open' in c) {
              setAsked((a) => a + 1);
            } else if ('opened' in c) {
              attempt = 0;
              const s = c.opened;
              heard.current.opened.set(s.id, s);
              setOpen((list) => (list && !list.some((x) => x.id === s.id) ? [s, ...list].slice(0, LISTED) : list));
            } else {
              attempt = 0;
              const id = c.closed.seekId;
              heard.current.closed.add(id);
              setOpen((list) => list?.filter((x) => x.id !== id) ?? list);
              // One of the player's own: read it again (matched: its game opens; otherwise it leaves "Waiting").
              if (knownIds.current.includes(id)) setAsked((a) => a + 1);
            }
          }
        } catch {
          // dropped, refused or unreachable: wait, then listen again (below)
        }
        if (stop.signal.aborted) return;
        await new Promise((r) => setTimeout(r, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]));
      }
    })();
    return () => stop.abort();
  }, []);

  // The seeks made from this page (the list shows only the newest ones): read again with the list,
  // so a match the feed missed (it was reconnecting) still opens the game, and an expired or
  // cancelled seek leaves "Waiting".
  useEffect(() => {
    if (known.length === 0) return;
    let live = true;
    Promise.all(known.map((k) => api.seek(k.id))).then(
      (fresh) => {
        if (!live) return;
        const found = fresh.find((k) => k.status === 'MATCHED' && k.gameId);
        if (found) go(`#/games/${found.gameId}`);
        else setKnown(fresh.filter((k) => k.status === 'OPEN'));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [refresh, asked]);

  // A match the feed tells while this page is open: go to the game. (One told before the page
  // opened is old news: the notice bar offers it instead.)
  const before = useRef(matched);
  useEffect(() => {
    if (matched && matched !== before.current) go(`#/games/${matched.gameId}`);
  }, [matched]);

  const listed = open?.filter((s) => s.playerId === session?.id) ?? [];
  const mine = [...listed, ...known.filter((k) => !listed.some((s) => s.id === k.id))];

  // A seek gives up at its expiresAt: read again then, so "Waiting" stays true.
  const nextExpiry = Math.min(...mine.map((s) => Date.parse(s.expiresAt)));
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setAsked((a) => a + 1), Math.max(0, nextExpiry - Date.now()) + 3_000);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  const others = open?.filter((s) => s.playerId !== session?.id) ?? [];

  const ask = (input: CreateSeek) =>
    seek.run(async () => {
      let s: Seek;
      try {
        s = await api.createSeek(input);
      } catch (e) {
        // Already seeking: show that seek under "Waiting", listed or not, so it can be cancelled.
        const id = e instanceof ApiError && e.code === 'ALREADY_SEEKING' ? e.problem.seekId : undefined;
        if (typeof id === 'string') {
          const open = await api.seek(id).catch(() => null);
          if (open?.status === 'OPEN') setKnown((k) => [...k.filter((x) => x.id !== id), open]);
        }
        throw e;
      }
      if (s.status === 'MATCHED' && s.gameId) go(`#/games/${s.gameId}`);
      else {
        setKnown((k) => [...k, s]);
        setAsked((a) => a + 1);
      }
    });
  const drop = (s: Seek) => {
    seek.clear();
    return cancel.run(async () => {
      try {
        await api.deleteSeek(s.id);
        setKnown((k) => k.filter((x) => x.id !== s.id));
      } catch (e) {
        // Matched while the player pressed Cancel: the game is made, so go and play it.
        const gameId = e instanceof ApiError ? e.problem.gameId : undefined;
        if (e instanceof ApiError && e.reason === 'SEEK_MATCHED' && typeof gameId === 'string') {
          go(`#/games/${gameId}`);
          return;
        }
        throw e;
      }
      setAsked((a) => a + 1);
    });
  };

  return (
    <section aria-labelledby="seek-h" class="seeks">
      <h2 id="seek-h">Find me a game</h2>
      <p>
        Say what you would like to play: Crier seats you with the next people who ask for the same, and the game starts
        at once. No need to pick a game from the list.
      </p>
      <ActionTrouble trouble={trouble} />
      {!session ? (
        <p>
          <a href="#/">Sign up</a> (it takes a name) to be found a game.
        </p>
      ) : !types ? (
        !trouble && <Loading what="the games" />
      ) : (
        <SeekForm api={api} types={types} busy={seek.busy} onSeek={(input) => void ask(input)} />
      )}
      <ActionTrouble trouble={seek.trouble ?? cancel.trouble} />
      {mine.length > 0 && (
        <section aria-labelledby="waiting-h" class="waiting">
          <h3 id="waiting-h">Waiting for players</h3>
          <ul class="game-list">
            {mine.map((s) => (
              <li key={s.id} data-seek={s.id} data-testid="my-seek">
                <div>
                  <strong>{seekInWords(s)}</strong>
                  <span class="seats" role="status">
                    {rangeInWords(s.ratingRange) && `For ${rangeInWords(s.ratingRange)}. `}
                    Looking since {formatTime(s.createdAt)}; gives up at {formatTime(s.expiresAt)}. This page opens the
                    game as soon as it is found.
                  </span>
                </div>
                <button type="button" disabled={cancel.busy} onClick={() => void drop(s)}>
                  Cancel<span class="visually-hidden"> looking for {seekInWords(s)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="seekers-h">
        <h3 id="seekers-h">People looking for a game</h3>
        {!open && !trouble && <Loading what="the seekers" />}
        {open && others.length === 0 && <p>Nobody else is looking right now: ask above and others will find you.</p>}
        {others.length > 0 && (
          <ul class="game-list" aria-label={`People looking: ${others.length}`}>
            {others.map((s) => (
              <li key={s.id} data-seek={s.id}>
                <div>
                  <strong>{seekInWords(s)}</strong>
                  <span class="seats">
                    {s.playerName}
                    {s.rated ? ` (rating ${s.rating.toFixed(2)})` : ''}, since {formatTime(s.createdAt)}
                    {rangeInWords(s.ratingRange) && `; wants ${rangeInWords(s.ratingRange)}`}.
                  </span>
                </div>
                {session && (
                  <button type="button" class="primary" disabled={seek.busy} onClick={() => void ask(sameAs(s))}>
                    Play this
                    <span class="visually-hidden">
                      : {seekInWords(s)} with {s.playerName}
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** How far from the player's own rating opponents may be: any, or within these many points. */
const SPREADS: { value: number | null; label: string }[] = [
  { value: null, label: 'Any rating' },
  { value: 3, label: 'Close to mine (within 3)' },
  { value: 6, label: 'Near mine (within 6)' },
  { value: 12, label: 'Roughly mine (within 12)' },
];

/** How much a range widens each minute the seek waits, when the player lets it. */
const WIDEN_PER_MINUTE = 1;

/**
 * The player's rating in `game` (0, a new player's, before their first rated game of it);
 * undefined while it is read, null when it could not be (the form then offers any rating only).
 */
function useMyRating(api: Api, game: CreateSeek['game']): number | null | undefined {
  const [rating, setRating] = useState<{ game: string; value: number | null } | null>(null);
  useEffect(() => {
    let live = true;
    api.myRating(game, 0).then(
      (r) => live && setRating({ game, value: r.entry?.rating ?? 0 }),
      () => live && setRating({ game, value: null }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return rating?.game === game ? rating.value : undefined;
}

/** The seek's fields: game, fewest and most players (the game's range), opponents' ratings, rated, timed. */
function SeekForm({
  api,
  types,
  busy,
  onSeek,
}: {
  api: Api;
  types: GameType[];
  busy: boolean;
  onSeek: (input: CreateSeek) => void;
}) {
  const multi = types.filter((t) => t.maxPlayers >= 2);
  const [game, setGame] = useState<CreateSeek['game']>(multi.find((t) => t.id === 'troyes')?.id ?? multi[0]!.id);
  const type = multi.find((t) => t.id === game) ?? multi[0]!;
  const lowest = Math.max(2, type.minPlayers);
  const [min, setMin] = useState(2);
  const [max, setMax] = useState(2);
  const fewest = Math.min(Math.max(min, lowest), type.maxPlayers);
  const most = Math.min(Math.max(max, fewest), type.maxPlayers);
  const [rated, setRated] = useState(false);
  const [spread, setSpread] = useState<number | null>(null);
  const [widen, setWiden] = useState(true);
  const mine = useMyRating(api, game);
  // The range is absolute on the server (ratingRange.min/max): drawn here around the player's own.
  const range =
    spread === null || typeof mine !== 'number'
      ? null
      : { min: round2(mine - spread), max: round2(mine + spread), widenPerMinute: widen ? WIDEN_PER_MINUTE : 0 };
  const timing = useClockChoice(CLOCK_PRESETS[0]!.id);
  const counts = Array.from({ length: type.maxPlayers - lowest + 1 }, (_, i) => ({
    value: lowest + i,
    label: String(lowest + i),
  }));
  return (
    <form
      class="card seek-form"
      aria-labelledby="seek-h"
      onSubmit={(e) => {
        e.preventDefault();
        onSeek({
          game,
          players: { min: fewest, max: most },
          rated,
          ...(range ? { ratingRange: range } : {}),
          ...(timing.clock ? { clock: timing.clock } : {}),
        });
      }}
    >
      <Field id="seek-game" label="Game" explain="With the rulebook's standard options.">
        <Choice
          id="seek-game"
          value={game}
          choices={multi.map((t) => ({ value: t.id, label: t.title }))}
          onChange={setGame}
        />
      </Field>
      <div class="field-row">
        <Field id="seek-min" label="Fewest players, you included">
          <Choice id="seek-min" described={false} value={fewest} choices={counts} onChange={setMin} />
        </Field>
        <Field id="seek-max" label="Most players">
          <Choice
            id="seek-max"
            described={false}
            value={most}
            choices={counts.filter((c) => c.value >= fewest)}
            onChange={setMax}
          />
        </Field>
      </div>
      <p class="explain">
        The game starts as soon as {fewest === most ? fewest : `at least ${fewest}`} people asked for it
        {fewest === most ? '' : ` (up to ${most})`}.
      </p>
      <Field
        id="seek-range"
        label="Opponents' rating"
        explain={
          mine === undefined
            ? 'Reading your rating…'
            : mine === null
              ? 'Your rating could not be read just now: you may be seated with anyone.'
              : `Your ${gameTitle(game)} rating is ${mine.toFixed(2)}. ` +
                (range
                  ? `You will be seated only with players rated ${range.min.toFixed(2)} to ${range.max.toFixed(2)}` +
                    (range.widenPerMinute > 0
                      ? `, a range that grows by ${range.widenPerMinute} each minute you wait.`
                      : '.')
                  : 'You may be seated with anyone.')
        }
      >
        <Choice
          id="seek-range"
          value={spread}
          choices={SPREADS.filter((c) => c.value === null || typeof mine === 'number')}
          onChange={setSpread}
        />
      </Field>
      {range && (
        <Check
          id="seek-widen"
          label="Widen the range while I wait"
          explain="Fewer people are looking at a time than there are ratings: widening finds you a game sooner."
          checked={widen}
          onChange={setWiden}
        />
      )}
      <Check id="seek-rated" label="Rated game" explain={RATED_EXPLAINED} checked={rated} onChange={setRated} />
      <ClockFields prefix="seek" choice={timing} />
      <button type="submit" class="primary" disabled={busy}>
        Find me a game
      </button>
    </form>
  );
}

/** Ratings are shown with two decimals; a range sent with more would only look odd when read back. */
function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
