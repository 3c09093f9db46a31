import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.ts';

const key = randomBytes(32).toString('hex');

describe('secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP');
    const b = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, a)).toBe('JBSWY3DPEHPK3PXP');
    expect(open(key, b)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value sealed with another key, changed, or not sealed at all', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(open(randomBytes(32).toString('hex'), sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(open(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(open(key, 'JBSWY3DPEHPK3PXP')).toBeNull();
    expect(open(key, 'v2.a.b.c')).toBeNull();
  });
});
