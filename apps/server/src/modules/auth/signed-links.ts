// The links sent by e-mail: verification (/email-verify/{token}) and password reset
// (/reset-password). Both carry `expires` and `signature` = HMAC over purpose, token, e-mail and expiry.
import { secretsMatch, signFields } from '../../platform/security/hmac';

export type LinkPurpose = 'email-verify' | 'password-reset';

export interface LinkFields {
  token: string;
  email: string;
  expires: number;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

const fields = (purpose: LinkPurpose, link: LinkFields) => [
  `captionist-${purpose}-v1`,
  link.token,
  link.email.toLowerCase(),
  link.expires,
];

export function signLink(secret: string, purpose: LinkPurpose, link: LinkFields): string {
  return signFields(secret, fields(purpose, link));
}

export function checkLink(
  secret: string,
  purpose: LinkPurpose,
  link: LinkFields,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): LinkCheck {
  if (!secretsMatch(signLink(secret, purpose, link), signature)) return 'invalid';
  // After the signature: an edited expiry is tampering, not expiry.
  return nowSeconds > link.expires ? 'expired' : 'valid';
}

export function verificationUrl(appUrl: string, secret: string, link: LinkFields): string {
  const query = new URLSearchParams({
    expires: String(link.expires),
    signature: signLink(secret, 'email-verify', link),
  });
  return `${appUrl}/email-verify/${encodeURIComponent(link.token)}?${query}`;
}

export function resetUrl(appUrl: string, secret: string, link: LinkFields): string {
  const query = new URLSearchParams({
    token: link.token,
    email: link.email,
    expires: String(link.expires),
    signature: signLink(secret, 'password-reset', link),
  });
  return `${appUrl}/reset-password?${query}`;
}
