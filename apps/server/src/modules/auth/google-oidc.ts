// Google sign-in through OpenID Connect (authorization code + PKCE, state and nonce), with
// openid-client. The issuer is configurable so tests run against a real local OIDC provider.
import * as oidc from 'openid-client';
import type { Config } from '../../platform/config';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export class GoogleOidc {
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly config: Config) {}

  get enabled(): boolean {
    return Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET);
  }

  get redirectUri(): string {
    return `${this.config.APP_URL}/api/auth/google/callback`;
  }

  async start(): Promise<{ url: string; pending: PendingLogin }> {
    const pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(await this.configuration(), {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  async finish(callbackUrl: URL, pending: PendingLogin): Promise<GoogleIdentity> {
    const tokens = await oidc.authorizationCodeGrant(await this.configuration(), callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string')
      throw new Error('The identity token carries no e-mail address');
    const fullName = typeof claims.name === 'string' ? claims.name : '';
    return {
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true,
      firstname: stringClaim(claims.given_name) || fullName.split(' ')[0] || 'Google',
      lastname: stringClaim(claims.family_name) || fullName.split(' ').slice(1).join(' ') || 'User',
    };
  }

  private configuration(): Promise<oidc.Configuration> {
    const { GOOGLE_ISSUER_URL, GOOGLE_CLIENT_ID = '', GOOGLE_CLIENT_SECRET } = this.config;
    const issuer = new URL(GOOGLE_ISSUER_URL);
    // Plain http is only ever allowed for a provider on this machine (the tests' local provider).
    const local =
      issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    this.#configuration ??= oidc
      .discovery(
        issuer,
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        undefined,
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        this.#configuration = undefined;
        throw err;
      });
    return this.#configuration;
  }
}

const stringClaim = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 50) : '');
