import { describe, expect, it } from 'vitest';
import { cleanBeats, type TimedBeat } from './beat-rules.ts';

const beat = (at: number, height = 1): TimedBeat => ({ at, height, slope: 1 });
const regular = (times: number[]) => times.map((t) => beat(t));
const nothingMore = () => null;

describe('cleanBeats (Malik 20 %)', () => {
  it('drops the weaker of two beats too close together when what remains fits', () => {
    const found = [...regular([0, 900, 1800]), beat(2100, 0.3), ...regular([2700, 3600, 4500])];
    const cleaned = cleanBeats(found, nothingMore);
    expect(cleaned.beats.map((b) => b.at)).toEqual([0, 900, 1800, 2700, 3600, 4500]);
    expect(cleaned.dropped.map((b) => b.at)).toEqual([2100]);
  });

  it('keeps a premature beat and its compensatory pause: they are the heart, not the finder', () => {
    const found = regular([0, 900, 1800, 2385, 3600, 4500, 5400]);
    expect(cleanBeats(found, nothingMore).beats).toHaveLength(7);
  });

  it('finds a missed beat in the middle of a double interval when it is steep enough', () => {
    const found = regular([0, 900, 1800, 3600, 4500, 5400]);
    const cleaned = cleanBeats(found, (from, to) => {
      expect(from).toBeLessThan(2700);
      expect(to).toBeGreaterThan(2700);
      return { at: 2705, height: 0.5, slope: 0.5 };
    });
    expect(cleaned.beats.map((b) => b.at)).toEqual([0, 900, 1800, 2705, 3600, 4500, 5400]);
    expect(cleaned.beats[3]!.recovered).toBe(true);
  });

  it('leaves the gap when nothing steep enough lies in it', () => {
    const found = regular([0, 900, 1800, 3600, 4500, 5400]);
    const cleaned = cleanBeats(found, () => ({ at: 2700, height: 0.1, slope: 0.1 }));
    expect(cleaned.beats).toHaveLength(6);
  });
});
