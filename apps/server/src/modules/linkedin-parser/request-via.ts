import type { LinkedinParseVia } from '@rw/core';
import type { FastifyRequest } from 'fastify';

/**
 * How an authenticated request reached the LinkedIn Parser (docs/product/linkedin-parser.md#api): 'extension'
 * when the auth hook authenticated it with a personal access token (the Content Extractor's
 * `Authorization: Bearer`), 'app' for the app's session.
 */
export function requestVia(req: Pick<FastifyRequest, 'accessTokenId'>): LinkedinParseVia {
  return req.accessTokenId ? 'extension' : 'app';
}
