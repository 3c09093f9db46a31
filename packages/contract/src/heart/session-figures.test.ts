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

  it('leaves the beats a stall hid out of RMSSD, and nothing else (decision 123)', () => {
    const truth = recording(300, 6);
    // One beat in four placed by the camera on its average pulse, 20 ms SD off (bench/camera-heart's
    // stalls placed them 9–18 ms off).
    const random = seededRandom(7);
    const estimated = truth.beatMs.flatMap((_, i) => (i % 4 === 2 ? [i] : []));
    const beatMs = truth.beatMs.map((t, i) =>
      estimated.includes(i) ? Math.round(t + 20 * gaussian(random)) : t,
    );
    const rrMs = beatMs.map((t, i) => (i === 0 ? truth.rrMs[0]! : t - beatMs[i - 1]!));
    const exact = sessionHeartSummary(truth, 6).rmssdMs!;
    const unmarked = sessionHeartSummary({ beatMs, rrMs }, 6);
    const marked = sessionHeartSummary({ beatMs, rrMs }, 6, estimated);
    // Unmarked, the placed beats read RMSSD high; marked, it is the filmed beats' within 10 %.
    expect(unmarked.rmssdMs! / exact).toBeGreaterThan(1.2);
    expect(Math.abs(marked.rmssdMs! / exact - 1)).toBeLessThan(0.1);
    // The heart rate's figures do not change with the mark.
    expect(marked.meanSwingBpm).toBe(unmarked.meanSwingBpm);
    expect(marked.lfPowerMs2).toBe(unmarked.lfPowerMs2);
    expect(marked.corrected).toBe(unmarked.corrected);
  });

  it('reads no swing in a breath a stretch without beats touches (decision 115)', () => {
    // The live beats: a poor camera signal from 31 s to 36 s arrives as one interval spanning it.
    const beats = recording(60, 6);
    const from = beats.beatMs.findIndex((t) => t > 31_000);
    const to = beats.beatMs.findIndex((t) => t > 36_000);
    const gapped = {
      beatMs: [...beats.beatMs.slice(0, from), ...beats.beatMs.slice(to)],
      rrMs: [
        ...beats.rrMs.slice(0, from),
        beats.beatMs[to]! - beats.beatMs[from - 1]!,
        ...beats.rrMs.slice(to + 1),
      ],
    };
    // Heart rate through the gap dips to its own 12 a minute: a swing of 50 beats a minute.
    for (const end of [35_000, 40_000, 45_000]) expect(breathSwing(gapped, 10_000, end)).toBeNull();
    for (const end of [30_000, 50_000]) {
      expect(breathSwing(gapped, 10_000, end)).toBe(breathSwing(beats, 10_000, end));
    }
  });

  it('summarises a session with gaps over the breaths its beats cover, each beat in its place', () => {
    const beats = recording(300, 6, 10_000, 2);
    const whole = sessionHeartSummary(beats, 6);
    // Three 5 s gaps as the player sends them: the interval spanning each left out (over 3 s).
    let kept = beats.beatMs.map((_, i) => i);
    for (const start of [62_000, 151_000, 233_000]) {
      kept = kept.filter((i) => beats.beatMs[i]! < start || beats.beatMs[i]! > start + 5000);
    }
    const beatMs = kept.map((i) => beats.beatMs[i]!);
    const sent = { beatMs, rrMs: kept.map((i) => beats.rrMs[i]!) };
    // And as a recording keeps them: one interval spanning each gap.
    const spanning = {
      beatMs,
      rrMs: sent.rrMs.map((rr, i) =>
        i > 0 && beatMs[i]! - beatMs[i - 1]! > 2500 ? beatMs[i]! - beatMs[i - 1]! : rr,
      ),
    };
    // Before: the swing 0.4 lower with the spanning intervals (a straight line over three
    // breaths), RMSSD 2–5 % higher (a difference across each gap counted as the heart's).
    for (const gapped of [sessionHeartSummary(sent, 6), sessionHeartSummary(spanning, 6)]) {
      expect(Math.abs(gapped.meanSwingBpm! - whole.meanSwingBpm!)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(gapped.rmssdMs! - whole.rmssdMs!)).toBeLessThan(0.01 * whole.rmssdMs!);
      expect(gapped.qualityPercent).toBeGreaterThan(98);
    }
  });

  it('draws at most the points asked for, a second apart at least', () => {
    const minute = sessionHeartWave(recording(60, 6)).length;
    expect(minute).toBeGreaterThanOrEqual(58);
    expect(minute).toBeLessThanOrEqual(60);
    expect(sessionHeartWave(recording(1800, 6), 300).length).toBeLessThanOrEqual(301);
    expect(sessionHeartWave({ beatMs: [], rrMs: [] })).toEqual([]);
  });
});
