// The browser tests' Google stand-in: a real OpenID Connect provider (oauth2-mock-server) whose
// ID tokens name a fixed, verified Google user.
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_USER } from './google-user';

const port = Number(process.env.E2E_OIDC_PORT ?? 8197);
const provider = new OAuth2Server();
// Left alone, the issuer would call itself localhost, which the app (configured with 127.0.0.1)
// refuses as a different issuer.
provider.issuer.url = `http://127.0.0.1:${port}`;
await provider.issuer.keys.generate('RS256');
provider.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...GOOGLE_USER, email_verified: true });
});
await provider.start(port, '127.0.0.1');
