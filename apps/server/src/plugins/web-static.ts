import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from `root` and answers every non-API GET with index.html so client-side
 * routes (/jobs/123, /candidates) load on refresh. Does nothing when the build is missing.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const index = path.join(opts.root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root: opts.root }, 'web build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: opts.root, wildcard: false, index: false });
  const html = fs.readFileSync(index);
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/api/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route ${req.method} ${req.url}` } });
  });
});
