import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api } from './api';
import { Boards } from './boards';
import { describeTrouble, type Trouble } from './messages';
import { Play } from './play';
import { PlayerPage } from './player';
import { Replay } from './replay';
import { loadSession, saveSession, type Session } from './session';
import { TroubleBox } from './ui';

/** `#/boards/daily/2026-11-22` → ['boards', 'daily', '2026-11-22']: hash routes, so `/` is the only page. */
function useRoute(): string[] {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
}

export function App() {
  const [session, setSession] = useState<Session | null>(loadSession);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const api = useMemo(() => new Api(() => session?.apiKey ?? null), [session]);
  const route = useRoute();

  const signOut = (why: Trouble | null) => {
    saveSession(null);
    setSession(null);
    setTrouble(why);
  };

  // A stored key may have been revoked since: say so at once rather than on the first move.
  useEffect(() => {
    if (!session) return;
    api.me().catch((e) => {
      const t = describeTrouble(e);
      if (t.kind === 'revoked') signOut(t);
    });
  }, [session?.apiKey]);

  const page = route[0] ?? 'play';
  let body;
  if (page === 'boards') body = <Boards api={api} session={session} route={route} />;
  else if (page === 'players' && route[1])
    body = <PlayerPage api={api} playerId={route[1]} myName={route[1] === session?.id ? session.name : undefined} />;
  else if (page === 'games' && route[1] && route[2] === 'replay') body = <Replay api={api} gameId={route[1]} />;
  else if (!session)
    body = (
      <SignUp
        api={api}
        onSignedUp={(s) => {
          saveSession(s);
          setSession(s);
          setTrouble(null);
        }}
      />
    );
  else body = <Play api={api} session={session} onRevoked={signOut} />;

  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header>
        <nav aria-label="Main">
          <a href="#/" class="brand">
            Crier
          </a>
          <a href="#/">Play</a>
          <a href="#/boards">Boards</a>
          {session && <a href={`#/players/${session.id}`}>My games</a>}
          <span class="who">
            {session ? (
              <>
                Signed in as <strong data-testid="player-name">{session.name}</strong>{' '}
                <button
                  type="button"
                  class="link"
                  onClick={() =>
                    // The key exists only here (Crier stores its hash): forgetting it ends this player for good.
                    confirm('Sign out? This browser forgets your key, and it cannot be shown again.') && signOut(null)
                  }
                >
                  Sign out
                </button>
              </>
            ) : (
              'Not signed in'
            )}
          </span>
        </nav>
      </header>
      <main id="main">
        {trouble && <TroubleBox trouble={trouble} />}
        {body}
      </main>
      <footer>
        Crier referees the games; this page uses only its public API (<a href="/docs">/docs</a>).
      </footer>
    </>
  );
}

function SignUp({ api, onSignedUp }: { api: Api; onSignedUp: (s: Session) => void }) {
  const [name, setName] = useState('');
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setTrouble(null);
    try {
      const p = await api.register(name.trim());
      onSignedUp({ id: p.id, name: p.name, apiKey: p.apiKey });
    } catch (error) {
      setTrouble(describeTrouble(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="signup-h">
      <h1 id="signup-h">Play today's Troyes Dice puzzle</h1>
      <p>Pick a name for the boards. Your key stays in this browser.</p>
      <form onSubmit={submit}>
        <label for="name">Your name</label>{' '}
        <input
          id="name"
          value={name}
          required
          maxLength={40}
          autoComplete="nickname"
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />{' '}
        <button type="submit" class="primary" disabled={busy || name.trim() === ''}>
          Sign up
        </button>
      </form>
      {trouble && <TroubleBox trouble={trouble} />}
    </section>
  );
}
