import { describe, expect, it } from 'vitest';
import { gaussian, seededRandom } from './random.ts';
import { breathSwing, sessionHeartSummary, sessionHeartWave } from './session-figures.ts';

/** Heart rate 66 ± `amplitude` with a breath of `periodMs`, jitter, from time 0 for `seconds`. */
function recording(seconds: number, amplitude: number, periodMs = 10_000, seed = 1) {
  const random = seededRandom(seed);
  const beatMs: number[] = [];
  const rrMs: number[] = [];
  let t = 0;
  while (t < seconds * 1000) {
    const rr = Math.round(
      60_000 / (66 + amplitude * Math.sin((2 * Math.PI * t) / periodMs)) + 4 * gaussian(random),
    );
    t += rr;
    beatMs.push(t);
    rrMs.push(rr);
  }
  return { beatMs, rrMs };
}

describe('a session’s heart figures', () => {
  it('reads the swing of a breath whatever its phase', () => {
    const beats = recording(60, 6);
    for (const end of [30_000, 32_500, 35_000, 37_500]) {
      expect(breathSwing(beats, 10_000, end)).toBeGreaterThan(10);
      expect(breathSwing(beats, 10_000, end)).toBeLessThan(14);
    }
    expect(breathSwing(beats, 10_000, 5_000)).toBeNull();
  });

  it('summarises a session: swing per breath, LF power at the breath, RMSSD, quality', () => {
    const swinging = sessionHeartSummary(recording(300, 6), 6);
    const flat = sessionHeartSummary(recording(300, 0), 6);
    expect(swinging.meanSwingBpm).toBeGreaterThan(10);
    expect(swinging.meanSwingBpm).toBeLessThan(14);
    expect(flat.meanSwingBpm).toBeLessThan(3);
    expect(swinging.lfPowerMs2!).toBeGreaterThan(20 * flat.lfPowerMs2!);
    expect(swinging.rmssdMs).toBeGreaterThan(flat.rmssdMs!);
    expect(swinging.qualityPercent).toBeGreaterThan(98);
  });

  it('corrects an ectopic beat and counts it against the signal', () => {
    const beats = recording(120, 6);
    const rrMs = [...beats.rrMs];
    rrMs[60] = Math.round(rrMs[60]! * 0.6);
    rrMs[61] = Math.round(rrMs[61]! * 1.4);
    const summary = sessionHeartSummary({ beatMs: beats.beatMs, rrMs }, 6);
    expect(summary.corrected).toBeGreaterThan(0);
    expect(summary.qualityPercent).toBeLessThan(100);
    expect(summary.meanSwingBpm).toBeLessThan(14);
  });

  it('draws at most the points asked for, a second apart at least', () => {
    const minute = sessionHeartWave(recording(60, 6)).length;
    expect(minute).toBeGreaterThanOrEqual(58);
    expect(minute).toBeLessThanOrEqual(60);
    expect(sessionHeartWave(recording(1800, 6), 300).length).toBeLessThanOrEqual(301);
    expect(sessionHeartWave({ beatMs: [], rrMs: [] })).toEqual([]);
  });
});
