import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@resona/contract';

/** Letters and digits a person cannot misread for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten new codes as shown once: "k7m2q-9xw4t" (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
      '',
    );
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * What the database keeps of a code: an HMAC under the second-factor key, bound to the account,
 * so a copy of the database alone cannot be searched for codes. `code` is as the contract
 * normalises it (lower case, no dash).
 */
export function recoveryCodeHash(key: string, userId: number, code: string) {
  return createHmac('sha256', Buffer.from(key, 'hex'))
    .update(`${userId}:${code.replace(/-/g, '')}`)
    .digest('hex');
}
