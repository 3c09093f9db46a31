import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptedStep, authenticatorUri, newAuthenticatorSecret } from './totp.ts';

/** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in Base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/**
 * RFC 6238 appendix B (SHA-1): the eight-digit values at each time; six-digit apps show their
 * last six digits.
 */
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('authenticator codes (RFC 6238)', () => {
  it("accepts RFC 6238's test vectors at their times, and gives their time step", async () => {
    for (const [seconds, eight] of VECTORS) {
      const step = await acceptedStep(RFC_SECRET, eight.slice(-6), seconds * 1000, null);
      expect(step, `T = ${seconds}`).toBe(Math.floor(seconds / 30));
    }
  });

  it('takes a code one step early or late, and no more', async () => {
    const [seconds, eight] = VECTORS[3]!;
    const code = eight.slice(-6);
    for (const shift of [-30, 30]) {
      expect(await acceptedStep(RFC_SECRET, code, (seconds + shift) * 1000, null)).not.toBeNull();
    }
    for (const shift of [-61, 61]) {
      expect(await acceptedStep(RFC_SECRET, code, (seconds + shift) * 1000, null)).toBeNull();
    }
  });

  it('takes each code once: not again, nor an older one', async () => {
    const [seconds, eight] = VECTORS[3]!;
    const step = Math.floor(seconds / 30);
    expect(await acceptedStep(RFC_SECRET, eight.slice(-6), seconds * 1000, step)).toBeNull();
    expect(await acceptedStep(RFC_SECRET, eight.slice(-6), seconds * 1000, step - 1)).toBe(step);
  });

  it('refuses a wrong code', async () => {
    expect(await acceptedStep(RFC_SECRET, '000000', 59_000, null)).toBeNull();
  });

  it('makes a 20-byte Base32 secret, and a URI an app reads', async () => {
    const secret = await newAuthenticatorSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(await authenticatorUri(secret, 'ana@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Resona:ana@example.com');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Resona');
  });

  it('agrees with an HMAC-SHA1 worked by hand for a fresh secret', async () => {
    const secret = await newAuthenticatorSecret();
    const key = base32(secret);
    const step = Math.floor(Date.now() / 30_000);
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step));
    const mac = createHmac('sha1', key).update(counter).digest();
    const offset = mac[19]! & 0xf;
    const code = String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
    expect(await acceptedStep(secret, code, step * 30_000 + 1_000, null)).toBe(step);
  });
});

function base32(text: string) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g)!.map((b) => parseInt(b, 2));
  return Buffer.from(bytes);
}
