import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_EMAIL, OIDC_ISSUER, OIDC_PORT } from './ports.js';

/**
 * A local OpenID Connect issuer standing in for Google (oauth2-mock-server): every authorisation is
 * granted at once for GOOGLE_EMAIL, with a verified e-mail claim.
 */
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.issuer.url = OIDC_ISSUER;
const claims = { email: GOOGLE_EMAIL, email_verified: true, name: 'Gale Google', given_name: 'Gale' };
server.service.on('beforeTokenSigning', (token) => {
  token.payload.sub = 'google-user-1';
  Object.assign(token.payload, claims);
});
server.service.on('beforeUserinfo', (res) => {
  res.body = { sub: 'google-user-1', ...claims };
});
await server.start(OIDC_PORT, '127.0.0.1');
console.log(`mock OIDC issuer at ${OIDC_ISSUER}`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
