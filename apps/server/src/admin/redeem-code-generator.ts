// Redeem codes: 16 characters from an alphabet without look-alikes (no I, O, 0, 1), shown in
// groups of four. 32^16 = 2^80 possibilities, far beyond guessing under the rate limit.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
