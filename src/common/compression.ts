import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** JSON (problem+json included), SVG and text; never text/event-stream (a live stream). */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|image\/svg\+xml|text\/(?!event-stream)[\w.-]+)(?:;|$)/;

/** The encoding to answer with: br, else gzip, as Accept-Encoding allows (`q=0` refuses; `*` allows). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(token.trim(), weight === undefined ? 1 : Number(weight));
  }
  const allowed = (name: string): boolean => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed answers: brotli (quality 4) or gzip (level 6), as the client's Accept-Encoding prefers,
 * for JSON, problem+json, SVG and text answers of at least `minBytes` (COMPRESSION_MIN_BYTES; 0:
 * never). Compressed synchronously in the send hook: an answer is one string, and zlib's stream
 * path (what @fastify/compress does) cost two to three times as much CPU per answer as one call for a
 * move's answer (docs/benchmarks.md, "Compression").
 *
 * Never a stream: live streams write to the socket themselves (`reply.hijack()`, no send hook) and
 * their type is excluded besides; GraphQL subscriptions are WebSocket frames. The built web
 * client is compressed once, at build (`.br`/`.gz` beside each file, served by @fastify/static's
 * `preCompressed`), and passes through here untouched (a file stream).
 */
export function enableCompression(app: NestFastifyApplication, minBytes: number): void {
  if (minBytes <= 0) return;
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || reply.getHeader('content-encoding')) {
      return done(null, payload);
    }
    const vary = reply.getHeader('vary');
    if (!vary) void reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
    const size = Buffer.byteLength(payload);
    const encoding = size >= minBytes ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : gzipSync(payload, { level: 6 });
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
}
