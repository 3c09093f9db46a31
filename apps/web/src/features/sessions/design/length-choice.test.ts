import { beforeAll, describe, expect, it } from 'vitest';
import { readLength } from './length-choice.tsx';
import { loadSessionLength } from './session-length-schema.ts';

describe('the length a person chooses', () => {
  it('is the design’s own time by default, and open-ended until they stop', () => {
    expect(readLength('time', '30')).toEqual({ length: null });
    expect(readLength('open', '')).toEqual({ length: { kind: 'open' } });
  });

  it('is not read as breaths before the contract’s rule for them has loaded', () => {
    expect(readLength('breaths', '10')).toEqual({ checking: true });
  });

  describe('once the rule has loaded', () => {
    beforeAll(async () => {
      await loadSessionLength();
    });

    it('is a whole number of breaths from 1 to 1,000', () => {
      expect(readLength('breaths', '10')).toEqual({ length: { kind: 'breaths', breaths: 10 } });
      expect(readLength('breaths', ' 1000 ')).toEqual({
        length: { kind: 'breaths', breaths: 1000 },
      });
    });

    it.each(['', '0', '1001', '2.5', '-3', 'ten'])(
      'refuses “%s” breaths with the contract’s message',
      (typed) => {
        expect(readLength('breaths', typed)).toEqual({ error: 'sessionBreathsRange' });
      },
    );
  });
});
