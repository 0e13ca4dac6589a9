import { Component, type ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Account } from './account';
import { Api } from './api';
import { Boards } from './boards';
import { GamePage } from './games/game-page';
import { Home } from './home';
import { Lobby } from './lobby';
import { describeTrouble, type Trouble } from './messages';
import { NoticeBar, usePlayerFeed } from './notices';
import { PlayerPage } from './player';
import { Ratings } from './ratings';
import { Replay } from './replay';
import { loadSession, saveSession, type Session } from './session';
import { SignIn, Welcome } from './sign-in';
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
  const page = route[0] ?? 'play';
  const watchedGame = page === 'games' ? route[1] : undefined;
  // The player's feed: a notice when it is their turn in another game, and a tick that tells the
  // lists (Play, My games) to read again when one of their games changed. No polling.
  const feed = usePlayerFeed(api, session, watchedGame);

  const signIn = (s: Session) => {
    saveSession(s);
    setSession(s);
    setTrouble(null);
  };
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

  let body;
  if (page === 'boards') body = <Boards api={api} session={session} route={route} />;
  else if (page === 'ratings') body = <Ratings api={api} session={session} route={route} />;
  else if (page === 'players' && route[1])
    body = (
      <PlayerPage
        api={api}
        playerId={route[1]}
        myName={route[1] === session?.id ? session.name : undefined}
        refresh={feed.tick}
      />
    );
  else if (page === 'games' && route[1] && route[2] === 'replay') body = <Replay api={api} gameId={route[1]} />;
  else if (page === 'lobby')
    body = <Lobby api={api} session={session} refresh={feed.tick} matched={feed.matched} onRevoked={signOut} />;
  else if (page === 'sign-in') body = <SignIn api={api} session={session} code={route[1]} onSignedIn={signIn} />;
  else if (!session) body = <Welcome api={api} onSignedIn={signIn} />;
  else if (page === 'games' && route[1])
    body = <GamePage api={api} session={session} gameId={route[1]} refresh={feed.tick} onRevoked={signOut} />;
  else if (page === 'account') body = <Account api={api} session={session} onSignedOut={() => signOut(null)} />;
  else body = <Home api={api} session={session} refresh={feed.tick} onRevoked={signOut} />;

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
          <a href="#/" aria-current={page === 'play' ? 'page' : undefined}>
            Play
          </a>
          <a href="#/lobby" aria-current={page === 'lobby' ? 'page' : undefined}>
            Lobby
          </a>
          {session && (
            <a
              href={`#/players/${session.id}`}
              aria-current={page === 'players' && route[1] === session.id ? 'page' : undefined}
            >
              My games
            </a>
          )}
          <a href="#/boards" aria-current={page === 'boards' || page === 'ratings' ? 'page' : undefined}>
            Boards
          </a>
          <span class="who">
            {session ? (
              <>
                <span class="signed-in">
                  Signed in as <strong data-testid="player-name">{session.name}</strong>
                </span>{' '}
                <a href="#/account" aria-current={page === 'account' ? 'page' : undefined}>
                  Account
                </a>
              </>
            ) : (
              <a href="#/sign-in">Sign in</a>
            )}
          </span>
        </nav>
      </header>
      <main id="main">
        {feed.notice && <NoticeBar notice={feed.notice} onDismiss={feed.dismiss} />}
        {trouble && <TroubleBox trouble={trouble} />}
        {/* A page that fails to draw says so, and the next route starts afresh. */}
        <PageBoundary key={route.join('/')}>{body}</PageBoundary>
      </main>
      <footer>
        Crier referees the games; this page uses only its public API (<a href="/docs">/docs</a>).
      </footer>
    </>
  );
}

/** Catches a page's rendering error, so one broken page never leaves the whole app blank. */
class PageBoundary extends Component<{ children: ComponentChildren }, { error: unknown }> {
  override state = { error: null as unknown };
  static override getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <TroubleBox
        trouble={{
          kind: 'other',
          message: `This page could not be shown (${String(this.state.error)}). The other pages still work; reload to try again.`,
        }}
      />
    );
  }
}
