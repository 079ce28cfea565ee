import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (helmet, with a CSP that fits the single-page app) and cross-site request refusal:
 * a state-changing /api request must come from this site's own origin (Origin header, else
 * Sec-Fetch-Site). better-auth runs its own origin check on /api/auth.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl?: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const allowed = opts.appUrl ? new URL(opts.appUrl).origin : undefined;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/') || req.url.startsWith('/api/auth/'))
      return;
    const origin = req.headers.origin;
    if (origin) {
      const own = [`http://${req.host}`, `https://${req.host}`];
      if (origin !== allowed && !own.includes(origin)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused.');
      }
      return;
    }
    if (req.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  });
});
