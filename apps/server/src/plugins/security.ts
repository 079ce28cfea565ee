import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_TOKEN_SCOPE_PATH } from '@rw/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '#src/lib/app-error.js';
import { BEARER } from './auth.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The headers helmet sets, with a CSP that fits the single-page app, computed once: @fastify/helmet built
 * the whole helmet middleware again for every request, CSP directives included (docs/decisions/0011).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
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
  })({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers (helmet, with a CSP that fits the single-page app) and cross-site request refusal:
 * a state-changing /api request must come from an allowed origin (see allowed-origins.ts; Origin header,
 * else Sec-Fetch-Site), never one derived from the request's Host. This covers /api/auth too (better-auth checks origins only
 * when cookies are sent); its trustedOrigins follow the same rule. A request to the API a personal access token
 * may call with `Authorization: Bearer` is authenticated by that token alone (auth.ts ignores its cookies),
 * so it may come from any origin (browsers send that header cross-site only after tokenCorsPlugin's preflight).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { isAllowedOrigin: (origin: string) => boolean }) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
      // A token, not a cookie, authenticates it: nothing ambient for another site to ride on.
      if (req.url.startsWith(ACCESS_TOKEN_SCOPE_PATH) && BEARER.test(req.headers.authorization ?? '')) return;
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
