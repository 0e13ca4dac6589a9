import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { SseStream } from './sse';

/** A real HTTP server and a client socket that never reads: a slow reader. */
async function slowReader(
  bufferBytes: number,
): Promise<{ sse: SseStream; raw: ServerResponse; client: Socket; server: Server }> {
  let resolve!: (v: { sse: SseStream; raw: ServerResponse }) => void;
  const opened = new Promise<{ sse: SseStream; raw: ServerResponse }>((r) => (resolve = r));
  const server = createServer((_req, raw) => {
    const sse = new SseStream(raw, bufferBytes);
    sse.open({}, 1000);
    resolve({ sse, raw });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const client = connect(port, '127.0.0.1');
  client.write('GET / HTTP/1.1\r\nhost: x\r\naccept: text/event-stream\r\n\r\n');
  client.pause();
  return { ...(await opened), client, server };
}

describe('SseStream', () => {
  let cleanup: (() => void) | null = null;
  afterEach(() => cleanup?.());

  it('closes a reader that falls more than bufferBytes behind, so what waits stays bounded', async () => {
    const bufferBytes = 64 * 1024;
    const { sse, raw, client, server } = await slowReader(bufferBytes);
    cleanup = () => {
      client.destroy();
      server.close();
    };
    const message = 'x'.repeat(10_000);
    let written = 0;
    let mostWaiting = 0;
    // Far more than the kernel's socket buffers hold: the reader reads nothing.
    for (let i = 0; i < 5_000 && !sse.isClosed; i++) {
      sse.send('version', message, i);
      written += message.length;
      mostWaiting = Math.max(mostWaiting, raw.writableLength);
      if (i % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(sse.isClosed).toBe(true);
    expect(written).toBeLessThan(5_000 * message.length);
    // At most the bound, one message and the closing line ever waited.
    expect(mostWaiting).toBeLessThan(bufferBytes + message.length + 200);
  });

  it('keeps a reader that keeps up', async () => {
    const { sse, client, server } = await slowReader(64 * 1024);
    cleanup = () => {
      client.destroy();
      server.close();
    };
    let received = '';
    client.on('data', (d: Buffer) => (received += d.toString()));
    client.resume();
    for (let i = 0; i < 200; i++) {
      sse.send('version', 'y'.repeat(10_000), i);
      await new Promise((r) => setTimeout(r, 1));
    }
    sse.close('GAME_OVER');
    await new Promise((r) => client.once('end', r));
    expect(received).toContain('id: 199\nevent: version\n');
    expect(received).toContain('event: close\ndata: {"reason":"GAME_OVER"}\n\n');
    expect(received).not.toContain('SLOW_READER');
  });
});
