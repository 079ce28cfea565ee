import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_EMAIL, GOOGLE_EMAIL_COOKIE, OIDC_ISSUER, OIDC_PORT } from './ports.js';

/**
 * A local OpenID Connect issuer standing in for Google (oauth2-mock-server): every authorisation is
 * granted at once, with a verified e-mail claim. The e-mail is GOOGLE_EMAIL, or the one the browser names
 * in the GOOGLE_EMAIL_COOKIE cookie (a cookie of 127.0.0.1 reaches the issuer's port too), so that each
 * journey can sign in with a Google account of its own organisation.
 */
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.issuer.url = OIDC_ISSUER;

const claimsOf = (email: string) => ({
  sub: email === GOOGLE_EMAIL ? 'google-user-1' : `google-${email}`,
  email,
  email_verified: true,
  name: 'Gale Google',
  given_name: 'Gale',
});

function cookieEmail(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === GOOGLE_EMAIL_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The e-mail claim of a bearer access token this issuer signed. */
function bearerEmail(req: IncomingMessage): string | undefined {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
  return typeof claims.email === 'string' ? claims.email : undefined;
}

/** The e-mail of each authorisation code, from the authorize request until its token request. */
const codeEmails = new Map<string, string>();
const codeOf = (req: IncomingMessage) => (req as IncomingMessage & { body?: { code?: unknown } }).body?.code;

server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
  const code = redirect.url.searchParams.get('code');
  if (code) codeEmails.set(code, cookieEmail(req) ?? GOOGLE_EMAIL);
});
server.service.on('beforeTokenSigning', (token, req: IncomingMessage) => {
  const code = codeOf(req);
  const email = (typeof code === 'string' && codeEmails.get(code)) || GOOGLE_EMAIL;
  Object.assign(token.payload, claimsOf(email));
});
server.service.on('beforeResponse', (_response, req: IncomingMessage) => {
  const code = codeOf(req);
  if (typeof code === 'string') codeEmails.delete(code);
});
server.service.on('beforeUserinfo', (res, req: IncomingMessage) => {
  res.body = claimsOf(bearerEmail(req) ?? GOOGLE_EMAIL);
});
await server.start(OIDC_PORT, '127.0.0.1');
console.log(`mock OIDC issuer at ${OIDC_ISSUER}`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
