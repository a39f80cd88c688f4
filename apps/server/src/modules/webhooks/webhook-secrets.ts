// Signing secrets: `whsec_` + 24 random bytes in base64 (the Standard Webhooks form), stored sealed
// with the app key, opened only to sign a delivery or to show the secret to its owner.
import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@captionist/contracts';
import { openSecret, sealSecret } from '../../platform/security/sealed-secret';

const PURPOSE = 'webhook signing secret';

export const newSigningSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export const sealSigningSecret = (appKey: string, secret: string) => sealSecret(appKey, PURPOSE, secret);

export const openSigningSecret = (appKey: string, sealed: string) => openSecret(appKey, PURPOSE, sealed);
