import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The built web app's index.html, or undefined when the web app was not built. */
export function readSpaIndex(root: string): Buffer | undefined {
  const index = path.join(root, 'index.html');
  return fs.existsSync(index) ? fs.readFileSync(index) : undefined;
}

/**
 * Serves the built web app's files from `root` (hashed assets cached for a year). Client routes are
 * answered by the error plugin's not-found handler with index.html.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
