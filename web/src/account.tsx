import { useEffect, useState } from 'preact/hooks';
import type { Api, ApiKey, DeviceCode } from './api';
import { ActionTrouble, useAction } from './forms';
import type { Session } from './session';

const keyIdOf = (apiKey: string): string => apiKey.split('_')[1] ?? '';

/**
 * The account on this device: add another device with a one-time code, see and save the key,
 * the devices (keys) signed in, and signing out, with how to come back.
 */
export function Account({ api, session, onSignedOut }: { api: Api; session: Session; onSignedOut: () => void }) {
  return (
    <section aria-labelledby="account-h" class="account">
      <h1 id="account-h">Account</h1>
      <p>
        You play as <strong>{session.name}</strong>. There is no password: a key stored in this browser proves it is
        you. Another device needs a key of its own, given by a code from here.
      </p>
      <div class="cards">
        <AddDevice api={api} />
        <YourKey apiKey={session.apiKey} />
      </div>
      <Devices api={api} current={keyIdOf(session.apiKey)} />
      <SignOut onSignedOut={onSignedOut} />
    </section>
  );
}

function AddDevice({ api }: { api: Api }) {
  // The countdown runs from when the code arrived (this device's clock may differ from Crier's).
  const [code, setCode] = useState<(DeviceCode & { until: number }) | null>(null);
  const [now, setNow] = useState(Date.now());
  const { busy, trouble, run } = useAction();
  const left = code ? Math.max(0, Math.round((code.until - now) / 1000)) : 0;
  // A countdown while a code is shown (a timer for the reader, not a poll of the server).
  useEffect(() => {
    if (!code || left === 0) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [code, left === 0]);
  const link = code ? `${location.origin}${location.pathname}#/sign-in/${code.code}` : '';
  return (
    <div class="card" aria-labelledby="device-h">
      <h2 id="device-h">Add a device</h2>
      <p>
        Get a code here, then on the other device open this site and choose "Sign in", or open the link. The code works
        once, for 10 minutes; the other device gets its own key and this one stays signed in.
      </p>
      <button
        type="button"
        class="primary"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const issued = await api.createDeviceCode();
            setCode({ ...issued, until: Date.now() + issued.expiresInSeconds * 1000 });
            setNow(Date.now());
          })
        }
      >
        {code ? 'Get another code' : 'Add a device'}
      </button>
      {code && (
        <div class="device-code" role="status">
          {left > 0 ? (
            <>
              <p>
                Code: <strong data-testid="device-code">{code.code}</strong>
              </p>
              <p>
                Or open this link on the other device: <a href={link}>{link}</a>
              </p>
              <p class="explain">
                Expires in {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}. Anyone with the code can sign
                in as you until then: show it only on your own devices.
              </p>
            </>
          ) : (
            <p>This code has expired. Get another one.</p>
          )}
        </div>
      )}
      <ActionTrouble trouble={trouble} />
    </div>
  );
}

function YourKey({ apiKey }: { apiKey: string }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <div class="card" aria-labelledby="key-h">
      <h2 id="key-h">Your key</h2>
      <p>
        Save it in a password manager: with it you can sign in anywhere ("Sign in with your saved key"), even when no
        other device is signed in. Anyone who has it plays as you.
      </p>
      <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? 'Hide my key' : 'Show my key'}
      </button>{' '}
      {shown && (
        <>
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard?.writeText(apiKey).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            Copy it
          </button>
          <p>
            <code class="key" data-testid="api-key">
              {apiKey}
            </code>
          </p>
          {copied && <p role="status">Copied.</p>}
        </>
      )}
    </div>
  );
}

function Devices({ api, current }: { api: Api; current: string }) {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const { busy, trouble, run } = useAction();
  const load = () => run(async () => setKeys(await api.apiKeys()));
  useEffect(() => void load(), []);
  const active = keys?.filter((k) => k.revokedAt === null) ?? [];
  return (
    <section aria-labelledby="devices-h">
      <h2 id="devices-h">Signed-in devices</h2>
      <p>Each device (or program) has its own key. Sign one out from here if you lost it.</p>
      {keys && (
        <ul class="game-list">
          {active.map((k) => (
            <li key={k.keyId}>
              <div>
                <strong>{k.keyId === current ? 'This device' : 'Another device'}</strong>
                <span class="seats">
                  Key {k.keyId}, since {k.createdAt.slice(0, 10)}
                </span>
              </div>
              {k.keyId !== current && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    confirm('Sign that device out? Its key stops working at once.') &&
                    void run(async () => {
                      await api.revokeApiKey(k.keyId);
                      setKeys(await api.apiKeys());
                    })
                  }
                >
                  Sign it out<span class="visually-hidden"> (key {k.keyId})</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionTrouble trouble={trouble} />
    </section>
  );
}

function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const [sure, setSure] = useState(false);
  return (
    <section aria-labelledby="signout-h">
      <h2 id="signout-h">Sign out of this browser</h2>
      <p>
        This browser then forgets your key. To come back, sign in with a code from another device where you are signed
        in, or with your saved key. With neither, this account cannot be reached again: Crier keeps only a fingerprint
        of your key, never the key itself.
      </p>
      {!sure ? (
        <button type="button" onClick={() => setSure(true)}>
          Sign out…
        </button>
      ) : (
        <div class="warning" role="alert">
          <p>Have you saved your key, or is another device signed in?</p>
          <button type="button" class="primary" onClick={onSignedOut}>
            Yes, sign out
          </button>{' '}
          <button type="button" onClick={() => setSure(false)}>
            Stay signed in
          </button>
        </div>
      )}
    </section>
  );
}
