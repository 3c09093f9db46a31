import { describe, expect, it } from 'vitest';
import { parseHeartRateMeasurement } from './heart-rate-measurement.ts';

const view = (bytes: number[]) => new DataView(Uint8Array.from(bytes).buffer);

/** Little-endian bytes of a uint16. */
const u16 = (value: number) => [value & 0xff, value >> 8];

describe('parseHeartRateMeasurement', () => {
  it('reads an 8-bit rate with nothing else', () => {
    expect(parseHeartRateMeasurement(view([0x00, 72]))).toEqual({
      bpm: 72,
      contact: 'not-supported',
      energyKj: null,
      rrMs: [],
    });
  });

  it('reads a 16-bit rate', () => {
    expect(parseHeartRateMeasurement(view([0x01, ...u16(300)]))?.bpm).toBe(300);
  });

  it('tells contact supported and detected from supported and lost', () => {
    expect(parseHeartRateMeasurement(view([0x06, 60]))?.contact).toBe('detected');
    expect(parseHeartRateMeasurement(view([0x04, 60]))?.contact).toBe('not-detected');
    // Bit 1 without bit 2 means nothing: the feature is not supported.
    expect(parseHeartRateMeasurement(view([0x02, 60]))?.contact).toBe('not-supported');
  });

  it('reads energy expended before the RR intervals', () => {
    const parsed = parseHeartRateMeasurement(view([0x18, 64, ...u16(1234), ...u16(1024)]));
    expect(parsed).toEqual({ bpm: 64, contact: 'not-supported', energyKj: 1234, rrMs: [1000] });
  });

  it('reads every RR interval of a notification, in 1/1024 s', () => {
    const parsed = parseHeartRateMeasurement(
      view([0x10, 70, ...u16(1024), ...u16(512), ...u16(870), ...u16(1100)]),
    );
    expect(parsed?.rrMs).toEqual([1000, 500, (870 * 1000) / 1024, (1100 * 1000) / 1024]);
  });

  // Every combination of the five flag bits, each built and read back.
  for (let flags = 0; flags < 32; flags++) {
    it(`reads flags 0b${flags.toString(2).padStart(5, '0')}`, () => {
      const wide = (flags & 0x01) !== 0;
      const bpm = wide ? 0x1a2 : 0x5a;
      const bytes = [flags, ...(wide ? u16(bpm) : [bpm])];
      if (flags & 0x08) bytes.push(...u16(0x0301));
      const rr = [1000, 768, 1111];
      if (flags & 0x10) for (const r of rr) bytes.push(...u16(r));
      const parsed = parseHeartRateMeasurement(view(bytes));
      const contact = flags & 0x04 ? (flags & 0x02 ? 'detected' : 'not-detected') : 'not-supported';
      expect(parsed).toEqual({
        bpm,
        contact,
        energyKj: flags & 0x08 ? 0x0301 : null,
        rrMs: flags & 0x10 ? rr.map((r) => (r * 1000) / 1024) : [],
      });
    });
  }

  it('ignores the reserved flag bits', () => {
    expect(parseHeartRateMeasurement(view([0xe0, 61]))?.bpm).toBe(61);
  });

  it.each([
    ['empty', []],
    ['flags only', [0x00]],
    ['a 16-bit rate cut short', [0x01, 0x50]],
    ['energy promised but missing', [0x08, 60]],
    ['energy cut short', [0x08, 60, 0x01]],
    ['RR promised but missing', [0x10, 60]],
    ['half an RR interval', [0x10, 60, ...u16(1000), 0x04]],
    ['bytes after the rate with no field announced', [0x00, 60, 0x00]],
  ])('refuses a malformed notification: %s', (_name, bytes) => {
    expect(parseHeartRateMeasurement(view(bytes))).toBeNull();
  });

  it('refuses random bytes without throwing', () => {
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      const length = i % 12;
      const bytes = Array.from({ length }, () => (seed = (seed * 1103515245 + 12345) % 256));
      expect(() => parseHeartRateMeasurement(view(bytes))).not.toThrow();
    }
  });
});
