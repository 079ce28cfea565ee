import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';

const healthBody = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});

/** Liveness and database reachability: 200 when `select 1` answers within 2 s, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthBody, 503: healthBody } } },
    async (_req, reply) => {
      const ok = await Promise.race([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((r) => setTimeout(() => r(false), 2000).unref()),
      ]);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'down', version: '1.0.0' });
    },
  );
};
