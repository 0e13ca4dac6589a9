import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { refusedAddress } from './address-policy';

export interface SendResult {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  statusCode: number | null;
  /** Why it failed, short, for the delivery log. */
  error: string | null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Posts one delivery. undici with its own connection pool, whose DNS lookup checks every address
 * the host resolves to against the SSRF policy at connect time: the address connected to is the
 * one checked, so a name rebound to a private address after creation is refused. Redirects are
 * not followed (a 3xx is a failed attempt): a redirect could point anywhere.
 */
export class WebhookSender {
  private readonly agent: Agent;
  private readonly allowPrivate: boolean;

  constructor(
    private readonly timeoutMs: number,
    allowPrivate: boolean,
  ) {
    const checkedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
      dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, []);
        const refused = refusedAddress(
          addresses.map((a) => a.address),
          allowPrivate,
        );
        if (refused !== undefined) {
          return callback(
            Object.assign(new Error(`address ${refused} is not public`), { code: 'ADDRESS_NOT_ALLOWED' }),
            [],
          );
        }
        if (options.all) return callback(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      });
    };
    this.agent = new Agent({
      connect: { timeout: timeoutMs, lookup: checkedLookup },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 4_000,
    });
    this.allowPrivate = allowPrivate;
  }

  async send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    // An IP literal is never looked up: check it here.
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && refusedAddress([host], this.allowPrivate) !== undefined) {
      return { ok: false, statusCode: null, error: `address ${host} is not public` };
    }
    try {
      const res = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Crier-Webhooks/1', ...headers },
        body,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // Read (and drop) a little of the answer so the connection can be reused.
      await res.body.dump({ limit: 64 * 1024 });
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return { ok, statusCode: res.statusCode, error: ok ? null : `HTTP ${res.statusCode}` };
    } catch (err) {
      return { ok: false, statusCode: null, error: describe(err) };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

function describe(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
  const detail = e.cause?.message ?? e.message ?? String(err);
  return (e.cause?.code ?? e.code ?? 'ERROR') + ': ' + detail.slice(0, 200);
}
