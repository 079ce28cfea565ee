/** Fixed loopback ports of the e2e run: the app under test and the mock OIDC issuer ("Google"). */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3310);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3311);
export const LLM_PORT = Number(process.env.E2E_LLM_PORT ?? 3312);
/** The project's own OpenAI-compatible mock provider (npm run mock-llm). */
export const LLM_BASE_URL = `http://127.0.0.1:${LLM_PORT}/v1`;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/** The e-mail the mock Google account signs in with. */
export const GOOGLE_EMAIL = 'google.user@e2e.test';
/** A browser cookie naming the e-mail the mock Google account signs in with instead of GOOGLE_EMAIL. */
export const GOOGLE_EMAIL_COOKIE = 'e2e_google_email';
