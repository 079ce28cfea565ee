/**
 * Personal access tokens (docs/product/access-tokens.md): the user's own page and the admins' section of
 * System Settings. The one entry other code may import.
 */
export { AccessTokensPage } from './components/access-tokens-page';
export { AccessTokensSettings } from './components/access-tokens-settings';
