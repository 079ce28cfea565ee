/**
 * Sign-in, first-run setup, the invite page and the signed-in user (docs/product/shell.md): the provider the
 * app wraps itself in, the signed-out pages and `useAuth`.
 */
export { AuthProvider } from './components/auth-provider';
export { InvitePage } from './components/invite-page';
export { SignInPage } from './components/sign-in-page';
export { type AuthContextValue, type SignInResult, useAuth } from './hooks/use-auth';
