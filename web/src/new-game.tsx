import { useState } from 'preact/hooks';
import type { Api, CreateGame, DailyKind, GameType, SeatInput } from './api';
import { BOTS_EXPLAINED, CLOCK_PRESETS, GAME_BLURB, GAME_OPTIONS, POLICY_WORDS, playerRange } from './catalog';
import { ClockFields, useClockChoice } from './clock-choice';
import { Choice, Field, go, PanelForm, useAction } from './forms';

type GameId = CreateGame['game'];
import type { Trouble } from './messages';

const FRIENDS_EXPLAINED =
  "You take the first seat; the others stay open. The game's page then gives you a link to send: whoever opens it can join, and anyone can also join from the Lobby. It starts when every seat is taken.";

interface FormProps {
  api: Api;
  types: GameType[];
  onRevoked: (t: Trouble) => void;
}

/** Creates the game, then opens its page: where it is played, or waited for. */
function useCreate(api: Api, onRevoked: (t: Trouble) => void) {
  const action = useAction(onRevoked);
  const create = (input: CreateGame) =>
    action.run(async () => {
      const game = await api.createGame(input);
      go(`#/games/${game.id}`);
    });
  return { ...action, create };
}

/** Which game, with its player counts and what it is like. */
function GamePicker({
  id,
  types,
  value,
  onChange,
  only,
}: {
  id: string;
  types: GameType[];
  value: GameId;
  onChange: (g: GameId) => void;
  only?: (t: GameType) => boolean;
}) {
  const shown = types.filter(only ?? (() => true));
  const type = shown.find((t) => t.id === value);
  return (
    <Field id={id} label="Game" explain={type && `${type.title}, ${playerRange(type)}. ${GAME_BLURB[type.id] ?? ''}`}>
      <Choice
        id={id}
        value={value}
        choices={shown.map((t) => ({ value: t.id, label: `${t.title} (${playerRange(t)})` }))}
        onChange={onChange}
      />
    </Field>
  );
}

/** The game's options a person may set, each explained; the engine's defaults to start with. */
function OptionFields({
  prefix,
  game,
  options,
  onChange,
}: {
  prefix: string;
  game: string;
  options: Record<string, unknown>;
  onChange: (o: Record<string, unknown>) => void;
}) {
  return (
    <>
      {(GAME_OPTIONS[game] ?? []).map((o) => (
        <Field key={o.key} id={`${prefix}-${o.key}`} label={o.label} explain={o.explain}>
          <Choice
            id={`${prefix}-${o.key}`}
            value={options[o.key] ?? o.values[0]!.value}
            choices={o.values}
            onChange={(v) => onChange({ ...options, [o.key]: v })}
          />
        </Field>
      ))}
    </>
  );
}

function defaultsOf(types: GameType[], game: string): Record<string, unknown> {
  return { ...((types.find((t) => t.id === game)?.defaultOptions as Record<string, unknown>) ?? {}) };
}

/**
 * A game for several people being set up: which game, how many seats (2 up to the game's most),
 * and its options (the engine's defaults until changed).
 */
function useTable(types: GameType[], first: GameId, seats: number) {
  const [game, setGameId] = useState(first);
  const [count, setCount] = useState(seats);
  const [changed, setChanged] = useState<Record<string, unknown>>({});
  const type = types.find((t) => t.id === game);
  const min = Math.max(2, type?.minPlayers ?? 2);
  const max = type?.maxPlayers ?? 4;
  return {
    game,
    type,
    min,
    max,
    players: Math.min(Math.max(count, min), max),
    setCount,
    options: { ...defaultsOf(types, game), ...changed },
    setOptions: setChanged,
    setGame: (g: GameId) => {
      setGameId(g);
      setChanged({});
    },
  };
}

/** The game and its number of players, each explained. */
function TableFields({
  prefix,
  types,
  table,
  only,
  explain,
}: {
  prefix: string;
  types: GameType[];
  table: ReturnType<typeof useTable>;
  only?: (t: GameType) => boolean;
  explain: string;
}) {
  return (
    <>
      <GamePicker id={`${prefix}-game`} types={types} value={table.game} onChange={table.setGame} only={only} />
      <Field id={`${prefix}-count`} label="Players, you included" explain={explain}>
        <Choice
          id={`${prefix}-count`}
          value={table.players}
          choices={Array.from({ length: table.max - table.min + 1 }, (_, i) => ({
            value: table.min + i,
            label: String(table.min + i),
          }))}
          onChange={table.setCount}
        />
      </Field>
    </>
  );
}

/** Practice: a fresh solo Troyes Dice game, or any past daily replayed unranked. */
export function PracticeForms({
  api,
  types,
  kinds,
  today,
  onRevoked,
}: FormProps & { kinds: DailyKind[]; today: string }) {
  const solo = useCreate(api, onRevoked);
  const [options, setOptions] = useState<Record<string, unknown>>(() => defaultsOf(types, 'troyes-dice'));
  // The day before Crier's today (UTC), whatever this device's clock and time zone say.
  const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
  const [kind, setKind] = useState(kinds[0]?.kind ?? 'troyes-dice');
  const [date, setDate] = useState(yesterday);
  const past = useAction(onRevoked);
  const kindInfo = kinds.find((k) => k.kind === kind);
  return (
    <div class="cards">
      <PanelForm
        wide
        titleId="solo-h"
        title="A solo game of Troyes Dice"
        teaser="New dice, just for you: unranked, no clock, stop and come back whenever you like."
        button="Start a solo game"
        disabled={solo.busy}
        trouble={solo.trouble}
        onSubmit={() => void solo.create({ game: 'troyes-dice', seats: 1, options })}
      >
        <OptionFields prefix="solo" game="troyes-dice" options={options} onChange={setOptions} />
      </PanelForm>
      <PanelForm
        wide
        titleId="past-h"
        title="A past daily, for practice"
        teaser="Any earlier day's puzzle of any game, with that day's dice and cards, against the same bots. Unranked: that day's board stays as it was."
        button="Practise that day"
        disabled={past.busy || !date}
        trouble={past.trouble}
        onSubmit={() => void past.run(async () => go(`#/games/${(await api.practice(kind, date)).id}`))}
      >
        <Field
          id="past-kind"
          label="Daily"
          explain={kindInfo && (kindInfo.bots.length ? `You against ${kindInfo.bots.length} bots.` : 'Solo.')}
        >
          <Choice
            id="past-kind"
            value={kind}
            choices={kinds.map((k) => ({ value: k.kind, label: k.title }))}
            onChange={setKind}
          />
        </Field>
        <Field id="past-date" label="Day" explain="Any day before today (UTC): its seed is public once it closes.">
          <input
            id="past-date"
            type="date"
            value={date}
            max={yesterday}
            required
            aria-describedby="past-date-explain"
            onChange={(e) => setDate((e.target as HTMLInputElement).value)}
          />
        </Field>
      </PanelForm>
    </div>
  );
}

/** A game against bots: the game, how many seats, where you sit, and each bot's policy. */
export function BotsForm({ api, types, onRevoked }: FormProps) {
  const { busy, trouble, create } = useCreate(api, onRevoked);
  const table = useTable(types, 'troyes', 3);
  const { game, players } = table;
  const [mySeat, setMySeat] = useState(0);
  const seat = Math.min(mySeat, players - 1);
  const policies = table.type?.botPolicies ?? [];
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const policyOf = (s: number) => chosen[s] ?? (policies.some((p) => p.id === 'greedy') ? 'greedy' : policies[0]?.id);
  const seats: SeatInput[] = Array.from({ length: players }, (_, s) =>
    s === seat ? { player: 'me' } : { bot: policyOf(s) ?? 'greedy' },
  );
  return (
    <PanelForm
      titleId="bots-h"
      title="Against bots"
      teaser={BOTS_EXPLAINED}
      wide
      button="Play against bots"
      disabled={busy || policies.length === 0}
      trouble={trouble}
      onSubmit={() => void create({ game, seats, options: table.options })}
    >
      <TableFields
        prefix="bots"
        types={types}
        table={table}
        explain={`${table.type?.title ?? 'This game'} seats ${table.min} to ${table.max} with bots.`}
      />
      <Field id="bots-seat" label="Your seat" explain="Seat 1 starts the first round; play goes round in seat order.">
        <Choice
          id="bots-seat"
          value={seat}
          choices={Array.from({ length: players }, (_, s) => ({ value: s, label: `Seat ${s + 1}` }))}
          onChange={setMySeat}
        />
      </Field>
      <fieldset>
        <legend>The bots</legend>
        <ul class="explain policies">
          {policies.map((p) => (
            <li key={p.ref}>{POLICY_WORDS[p.id] ?? `${p.id}: ${p.description}`}</li>
          ))}
        </ul>
        {seats.map((s, i) =>
          'bot' in s ? (
            <div class="field" key={i}>
              <label for={`bots-policy-${i}`}>Seat {i + 1}</label>
              <Choice
                id={`bots-policy-${i}`}
                described={false}
                value={policyOf(i)}
                choices={policies.map((p) => ({
                  value: p.id,
                  label: `${p.id[0]!.toUpperCase()}${p.id.slice(1)} bot`,
                }))}
                onChange={(v) => setChosen({ ...chosen, [i]: v as string })}
              />
            </div>
          ) : null,
        )}
      </fieldset>
      <OptionFields prefix="bots" game={game} options={table.options} onChange={table.setOptions} />
    </PanelForm>
  );
}

/** A game with friends: open seats for people (with an invite link on the game page), optionally timed. */
export function FriendsForm({ api, types, onRevoked }: FormProps) {
  const { busy, trouble, create } = useCreate(api, onRevoked);
  const table = useTable(types, 'troyes-dice', 2);
  const timing = useClockChoice(CLOCK_PRESETS[1]!.id);
  return (
    <PanelForm
      titleId="friends-h"
      title="With friends"
      teaser={FRIENDS_EXPLAINED}
      wide
      button="Create the game"
      disabled={busy}
      trouble={trouble}
      onSubmit={() =>
        void create({
          game: table.game,
          seats: table.players,
          options: table.options,
          ...(timing.clock ? { clock: timing.clock } : {}),
        })
      }
    >
      <TableFields
        prefix="friends"
        types={types}
        table={table}
        only={(t) => t.maxPlayers >= 2}
        explain={`${table.type?.title ?? 'This game'} is for ${table.min} to ${table.max} people.`}
      />
      <ClockFields prefix="friends" choice={timing} />
      <OptionFields prefix="friends" game={table.game} options={table.options} onChange={table.setOptions} />
    </PanelForm>
  );
}
