/**
 * Personal access tokens (docs/product/access-tokens.md): users' keys for the LinkedIn Parser's API (the
 * Content Extractor). The one entry other code may import; the auth plugin resolves tokens with
 * `findTokenCaller`.
 */

export { findTokenCaller, type TokenCaller, touchToken } from './access-tokens.queries.js';
export { accessTokensRoutes, organizationAccessTokensRoutes } from './access-tokens.routes.js';
export { hashAccessToken } from './access-tokens.service.js';
