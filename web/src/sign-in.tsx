import { useEffect, useState } from 'preact/hooks';
import { ApiError, type Api } from './api';
import { plural } from './catalog';
import { ActionTrouble, go, useAction } from './forms';
import { retryIn } from './messages';
import type { Session } from './session';

type OnSignedIn = (s: Session) => void;

/** The signed-out front page: sign up, or come back with a code or a saved key. */
export function Welcome({ api, onSignedIn }: { api: Api; onSignedIn: OnSignedIn }) {
  return (
    <section aria-labelledby="signup-h" class="welcome">
      <h1 id="signup-h">Play Troyes Dice, Troyes and Orléans</h1>
      <p>
        Today's daily puzzles, practice, games against bots and with friends. Pick a name for the boards to start: no
        e-mail, no password. Your key (what proves it is you) stays in this browser.
      </p>
      <SignUp api={api} onSignedUp={onSignedIn} />
      <h2>Already playing somewhere else?</h2>
      <div class="cards">
        <CodeSignIn api={api} onSignedIn={onSignedIn} />
        <KeySignIn api={api} onSignedIn={onSignedIn} />
      </div>
    </section>
  );
}

/** `#/sign-in[/<code>]`: where an "add a device" link lands, the code filled in. */
export function SignIn({
  api,
  session,
  code,
  onSignedIn,
}: {
  api: Api;
  session: Session | null;
  code?: string;
  onSignedIn: OnSignedIn;
}) {
  const done = (s: Session) => {
    onSignedIn(s);
    go('#/');
  };
  return (
    <section aria-labelledby="signin-h">
      <h1 id="signin-h">Sign in on this device</h1>
      {session && (
        <p class="warning">
          This browser is signed in as <strong>{session.name}</strong>. Signing in here replaces that: save its key
          first (Account) if you want to come back to it.
        </p>
      )}
      <div class="cards">
        <CodeSignIn api={api} onSignedIn={done} initial={code} />
        <KeySignIn api={api} onSignedIn={done} />
      </div>
      <p>
        New here? <a href="#/">Sign up</a> instead.
      </p>
    </section>
  );
}

function SignUp({ api, onSignedUp }: { api: Api; onSignedUp: OnSignedIn }) {
  const [name, setName] = useState('');
  const [taken, setTaken] = useState<{ name: string; players: number } | null>(null);
  // Sign-ups are limited per address: say exactly how long to wait.
  const { busy, trouble, run } = useAction(undefined, (error) =>
    error instanceof ApiError && error.code === 'RATE_LIMITED'
      ? {
          kind: 'other',
          message: `Too many sign-ups from your network in the last minute. ${retryIn(error.retryAfter)}`,
        }
      : null,
  );
  const trimmed = name.trim();

  // Names need not be unique: warn, a moment after typing stops, when this one is taken already.
  useEffect(() => {
    if (trimmed === '') return setTaken(null);
    let live = true;
    const wait = setTimeout(() => {
      api.playerName(trimmed).then(
        (n) => live && setTaken(n),
        () => undefined,
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(wait);
    };
  }, [trimmed]);

  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const p = await api.register(trimmed);
      onSignedUp({ id: p.id, name: p.name, apiKey: p.apiKey });
    });
  };
  const warn = taken && taken.name === trimmed && taken.players > 0;
  return (
    <form onSubmit={submit} class="card signup" aria-labelledby="signup-form-h">
      <h2 id="signup-form-h">New here</h2>
      <div class="field">
        <label for="name">Your name</label>
        <input
          id="name"
          value={name}
          required
          maxLength={40}
          autoComplete="nickname"
          aria-describedby="name-explain"
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
        <p class="explain" id="name-explain" role="status">
          {warn ? (
            <span class="warning" data-testid="name-taken">
              {plural(taken.players, 'player')} {taken.players === 1 ? 'is' : 'are'} already called “{taken.name}”. You
              may take it too, but on the boards you will look alike: add an initial or a place to tell you apart.
            </span>
          ) : (
            'Shown on the boards and to the people you play with. 1 to 40 characters.'
          )}
        </p>
      </div>
      <button type="submit" class="primary" disabled={busy || trimmed === ''}>
        Sign up
      </button>
      <ActionTrouble trouble={trouble} />
    </form>
  );
}

/** A way back in with one thing typed (a code, a key): the form, its explanation, its trouble. */
function OneFieldSignIn({
  id,
  title,
  label,
  explain,
  button,
  initial,
  input,
  signIn,
  onSignedIn,
}: {
  id: string;
  title: string;
  label: string;
  explain: string;
  button: string;
  initial?: string;
  input: Record<string, unknown>;
  signIn: (typed: string) => Promise<Session>;
  onSignedIn: OnSignedIn;
}) {
  const [value, setValue] = useState(initial ?? '');
  const { busy, trouble, run } = useAction();
  return (
    <form
      class="card"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => onSignedIn(await signIn(value.trim())));
      }}
    >
      <h3 id={`${id}-h`}>{title}</h3>
      <div class="field">
        <label for={id}>{label}</label>
        <input
          id={id}
          value={value}
          required
          spellcheck={false}
          aria-describedby={`${id}-explain`}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          {...input}
        />
        <p class="explain" id={`${id}-explain`}>
          {explain}
        </p>
      </div>
      <button type="submit" class="primary" disabled={busy || value.trim() === ''}>
        {button}
      </button>
      <ActionTrouble trouble={trouble} />
    </form>
  );
}

function CodeSignIn({ api, onSignedIn, initial }: { api: Api; onSignedIn: OnSignedIn; initial?: string }) {
  return (
    <OneFieldSignIn
      id="device-code"
      title="With a code from another device"
      label="Code"
      explain={
        'On a device where you are signed in, open Account and choose "Add a device": it shows a code that works once, ' +
        'for 10 minutes. This device then gets a key of its own; the other one stays signed in.'
      }
      button="Sign in with the code"
      initial={initial}
      input={{ autoComplete: 'one-time-code', autoCapitalize: 'characters', placeholder: 'XXXXX-XXXXX' }}
      signIn={async (code) => {
        const p = await api.redeemDeviceCode(code);
        return { id: p.id, name: p.name, apiKey: p.apiKey };
      }}
      onSignedIn={onSignedIn}
    />
  );
}

function KeySignIn({ api, onSignedIn }: { api: Api; onSignedIn: OnSignedIn }) {
  return (
    <OneFieldSignIn
      id="api-key"
      title="With your saved key"
      label="Key"
      explain="The key starting with crier_ that you saved from Account (or that a program of yours uses)."
      button="Sign in with the key"
      input={{ type: 'password', autoComplete: 'current-password', placeholder: 'crier_…' }}
      signIn={async (apiKey) => {
        const p = await api.meWithKey(apiKey);
        return { id: p.id, name: p.name, apiKey };
      }}
      onSignedIn={onSignedIn}
    />
  );
}
