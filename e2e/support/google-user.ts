// The fixed, verified Google identity the browser tests' OpenID provider signs in. Kept apart from
// oidc-provider.ts, which starts a server when imported, so tests can import it safely.
export const GOOGLE_USER = {
  email: 'gina.google@example.com',
  given_name: 'Gina',
  family_name: 'Google',
  sub: 'google-e2e-gina',
};
