import { ACCESS_TOKEN_SCOPE_PATH } from '@rw/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A Chrome (or Chromium-based) extension's origin: its id is 32 letters a-p. */
const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/;

/**
 * Cross-origin access for browser extensions to the API a personal access token may call (the LinkedIn
 * Parser's; docs/product/access-tokens.md#using): an extension's page sends the token in `Authorization`,
 * which needs a CORS preflight. Only `chrome-extension://` origins are answered and no credentials are
 * allowed, so a web page gains nothing (its cookies are ignored when a token is sent, and it has no token).
 */
export const tokenCorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !EXTENSION_ORIGIN.test(origin) || !req.url.startsWith(ACCESS_TOKEN_SCOPE_PATH)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST, PATCH, DELETE')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .send();
    }
  });
});
