/**
 * Sign-in, first-run setup and the signed-in user (docs/product/shell.md): the provider the app wraps
 * itself in, the sign-in page and `useAuth`.
 */
export { AuthProvider } from './components/auth-provider';
export { SignInPage } from './components/sign-in-page';
export { type AuthContextValue, type SignInResult, useAuth } from './hooks/use-auth';
