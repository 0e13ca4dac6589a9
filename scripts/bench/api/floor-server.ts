/**
 * The floor of `npm run bench:api` (phase 5): the least any Node server on Crier's stack can do
 * per move on this box. Fastify alone (no Nest, no auth, no engine), one connection pool like
 * Crier's, and per request: parse the JSON body, run one prepared statement (Crier's move is one
 * append), answer 201 with a real move answer of median size (serialised per request, as Crier's
 * is). What Crier costs above this is what Crier could still cut; this itself it cannot.
 *
 * Env: PORT, DATABASE_URL, BENCH_SAMPLE_FILE (the answer to send), DATABASE_POOL_SIZE (10).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { Pool } from 'pg';

const answer: unknown = JSON.parse(readFileSync(process.env.BENCH_SAMPLE_FILE ?? '', 'utf8'));
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });

app.post<{ Params: { id: string }; Body: { expectedVersion?: number } }>(
  '/v1/games/:id/moves',
  async (request, reply) => {
    await pool.query({
      name: 'floor_read',
      text: 'SELECT $1::text AS id, $2::int AS version',
      values: [request.params.id, request.body?.expectedVersion ?? 0],
    });
    return reply.status(201).send(answer);
  },
);

app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).then(
  () => process.stdout.write('listening\n'),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
