import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (helmet, with a CSP that fits the single-page app) and cross-site request refusal:
 * a state-changing /api request must come from an allowed origin (see allowed-origins.ts; Origin header,
 * else Sec-Fetch-Site), never one derived from the request's Host. This covers /api/auth too (better-auth checks origins only
 * when cookies are sent); its trustedOrigins follow the same rule.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { isAllowedOrigin: (origin: string) => boolean }) => {
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
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
      const origin = req.headers.origin;
      if (origin) {
        if (!opts.isAllowedOrigin(origin)) throw new AppError('FORBIDDEN', 'Cross-site request refused.');
        return;
      }
      if (req.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError('FORBIDDEN', 'Cross-site request refused.');
    });
  },
);
