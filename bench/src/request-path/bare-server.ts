import Fastify from 'fastify';
import { createDb, findJob, listCandidates } from '../lib/server-modules.js';

/*
 * The floor of bench:request-path: a bare Fastify with a pg pool (Drizzle over node-postgres, as the app's)
 * whose handlers call the app's own query functions — the same statements the app's routes send — and answer
 * with JSON.stringify: no session, no schema validation or serialisation, no hooks, no rate limit, no
 * security headers. Started by the bench as its own process (node --import tsx), so its CPU is measured
 * apart from the bench's load generator.
 *
 * Environment: DATABASE_URL, PORT, POOL_SIZE (10 on PostgreSQL as the app's pool, 1 on the embedded
 * database as EMBEDDED_POOL_SIZE), DOMAIN (the organisation whose rows are read).
 *
 * GET /list?limit=50 → listCandidates(db, domain, { limit }); GET /search?q=…&limit=50 → listCandidates with q;
 * GET /job?id=… → findJob(db, domain, id).
 */

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const domain = process.env.DOMAIN ?? 'bench-org.test';
const handle = createDb(url, Number(process.env.POOL_SIZE ?? '10'));
const app = Fastify({ logger: false });

type ListQuery = { q?: string; limit?: string; cursor?: string };

const list = async (query: ListQuery) =>
  listCandidates(handle.db, domain, {
    q: query.q,
    limit: Number(query.limit ?? '50'),
    cursor: query.cursor,
  });

app.get<{ Querystring: ListQuery }>('/list', async (req, reply) =>
  reply.type('application/json').send(JSON.stringify(await list(req.query))),
);
app.get<{ Querystring: ListQuery }>('/search', async (req, reply) =>
  reply.type('application/json').send(JSON.stringify(await list(req.query))),
);
app.get<{ Querystring: { id: string } }>('/job', async (req, reply) => {
  const job = await findJob(handle.db, domain, req.query.id);
  if (!job) return reply.status(404).send({ error: 'not found' });
  return reply.type('application/json').send(JSON.stringify(job));
});

const close = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ port: Number(process.env.PORT ?? '0'), host: '127.0.0.1' });
console.log('bare server listening');
