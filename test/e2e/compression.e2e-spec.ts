import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer } from '../support/api';
import { subscribe, wsClient } from '../support/gql-ws';
import { SseClient } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, typedClient, type TypedPlayer } from '../support/typed-client';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as the bytes on the wire (Node's http client decompresses nothing). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (r: Raw): string =>
  (r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body
  ).toString('utf8');

/** Compressed answers: JSON above the threshold, the web client precompressed, never a live stream. */
describe('compression', () => {
  let t: TestApp;
  let base: string;
  let ada: TypedPlayer;
  let webDir: string;
  const bundle = `console.log(${JSON.stringify('crier '.repeat(2_000))});`;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'crier-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Crier</title>');
    writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), bundle);
    // What `npm run build:web` writes beside it (scripts/compress-web.js), marked to tell it apart.
    writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(`${bundle}//precompressed`));
    t = await startTestApp({}, undefined, undefined, undefined, webDir);
    ada = await (await typedClient(t)).register('Ada');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('compresses a JSON answer above the threshold as the client prefers, and only then', async () => {
    const plain = await get(base, '/docs-json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const packed = await get(base, '/docs-json', { 'accept-encoding': encoding });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decoded(packed))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
    expect((await get(base, '/docs-json', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    // Under 1 KiB: not worth it.
    const small = await get(base, '/health', { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the web bundle precompressed, with its long cache', async () => {
    const asset = await get(base, '/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(decoded(asset)).toBe(`${bundle}//precompressed`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const identity = await get(base, '/assets/app-1a2b3c.js');
    expect(identity.body.toString('utf8')).toBe(bundle);
  });

  it('never compresses a live stream, and leaves GraphQL subscriptions over WebSocket working', async () => {
    const game = expectData(await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1 } }), 201);
    const stream = await SseClient.open(`${base}/v1/games/${game.id}/stream?after=-1`, {
      ...bearer(ada),
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-encoding')).toBeNull();
      await stream.waitFor((c) => c.data().length >= 1);
    } finally {
      stream.close();
    }
    const client = wsClient(base, ada.apiKey);
    try {
      const sub = subscribe<{ gameUpdated: { version: number } }>(
        client,
        'subscription ($id: ID!) { gameUpdated(gameId: $id, after: -1) { version } }',
        { id: game.id },
      );
      await sub.waitFor((x) => x.results.length >= 1);
      expect(sub.results[0]?.data?.gameUpdated.version).toBe(0);
      sub.stop();
    } finally {
      await client.dispose();
    }
  });
});
