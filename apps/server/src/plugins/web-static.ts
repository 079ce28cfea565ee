import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed build assets (`/assets/<name>-<hash>.<ext>`): their content never changes under that name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else the web app serves (index.html, favicon): the browser asks again before each use. */
export const REVALIDATE_CACHE = 'no-cache';

type Encoding = 'br' | 'gzip';

/** The built web app's index.html, with its Brotli and gzip copies when the build wrote them. */
export type SpaIndex = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/** The built web app's index.html (and its `.br` / `.gz`), or undefined when the web app was not built. */
export function readSpaIndex(root: string): SpaIndex | undefined {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  const copy = (ext: string) => (fs.existsSync(index + ext) ? fs.readFileSync(index + ext) : undefined);
  return { identity: fs.readFileSync(index), br: copy('.br'), gzip: copy('.gz') };
}

/**
 * The encoding to send among those available, preferring Brotli, from an Accept-Encoding header
 * (RFC 9110 §12.5.3: `q=0` refuses a coding, `*` stands for any coding not named).
 */
export function pickEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (e: Encoding) =>
    weights.get(e) ?? (e === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((e) => available.includes(e) && weight(e) > 0);
}

/** Answers with the single-page app's index.html, compressed when the client accepts it, never cached stale. */
export function sendSpaIndex(req: FastifyRequest, reply: FastifyReply, index: SpaIndex): FastifyReply {
  const available = (['br', 'gzip'] as const).filter((e) => index[e]);
  const encoding = pickEncoding(req.headers['accept-encoding'], available);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE_CACHE)
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? index[encoding] : index.identity);
}

/**
 * Serves the built web app's files from `root`: the Brotli or gzip copy the build wrote beside a file
 * when the client accepts one (docs/decisions/0015-precompressed-static-files.md); hashed assets under
 * /assets cached for a year as immutable, the rest revalidated on each use. Client routes are answered by the
 * error plugin's not-found handler with index.html (`sendSpaIndex`).
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      const asset = path.relative(opts.root, file).split(path.sep)[0] === 'assets';
      reply.header('cache-control', asset ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
});
