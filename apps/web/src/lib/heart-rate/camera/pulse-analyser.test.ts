import { describe, expect, it } from 'vitest';
import { breathVolumeAt, steadyBreath } from '../breath-blocks.ts';
import { demoRecording } from '../demo-recording.ts';
import {
  accuracyAgainst,
  analyseFrames,
  beatsWithin,
  poorDeclaredAfter,
} from './pulse-accuracy.ts';
import { pulseScene, syntheticFrames, type SyntheticPulseOptions } from './synthetic-pulse.ts';

// The demo heart breathing at its resonance, 5.5 a minute: heart rate swings most with the breath.
const blocks = steadyBreath(5.5, [4, 6], 2);
const truthRr = demoRecording(blocks, { seed: 3 }).slice(0, 110);
const breath = (ms: number) => breathVolumeAt(blocks, ms);

function nearestOf(sorted: readonly number[], value: number): number {
  return sorted.reduce((best, t) => (Math.abs(t - value) < Math.abs(best - value) ? t : best));
}

function run(fps: number, options: Partial<SyntheticPulseOptions> = {}, dropShare = 0.05) {
  const scene = pulseScene(truthRr, { breath, ...options });
  const result = analyseFrames(syntheticFrames(scene, { fps, dropShare, seed: fps }));
  return { scene, result };
}

describe('PulseAnalyser against a known truth', () => {
  for (const fps of [24, 30, 60]) {
    it(`times beats at ${fps} fps through noise, drift, breath and dropped frames`, () => {
      const { scene, result } = run(fps, { noise: 0.1, drift: 0.03 });
      const accuracy = accuracyAgainst(result.beats, scene.beatTimes);
      expect(accuracy.hrMaeBpm).toBeLessThanOrEqual(1);
      expect(accuracy.rrMedianErrorMs).toBeLessThanOrEqual(15);
      expect(Math.abs(accuracy.rmssdErrorPercent)).toBeLessThanOrEqual(10);
      // Only the first seconds (settling, then the first beat has no interval) go unreported.
      expect(accuracy.coverage).toBeGreaterThan(0.9);
      expect(result.beats.every((b) => b.rr > 500 && b.rr < 1400)).toBe(true);
      // A frame or two dropped is no stall: every beat is timed on frames of its own pulse.
      expect(accuracy.estimatedBeats).toBe(0);
    });
  }

  it('times the beats a stalling camera hides on the frames around them', () => {
    // A busy phone: the frames stop for 300 ms every 2 s, hiding an upstroke about one beat in four.
    const scene = pulseScene(truthRr, { breath, noise: 0.1 });
    const frames = syntheticFrames(scene, { fps: 30, dropShare: 0, seed: 7 }).filter(
      (frame) => frame.t % 2000 < 1700,
    );
    const { beats, artefacts } = analyseFrames(frames);
    const accuracy = accuracyAgainst(beats, scene.beatTimes);
    expect(accuracy.rrMedianErrorMs).toBeLessThanOrEqual(15);
    expect(Math.abs(accuracy.rmssdErrorPercent)).toBeLessThanOrEqual(10);
    // Dropping each beat a stall hid left about half the intervals reported as themselves.
    expect(accuracy.coverage).toBeGreaterThan(0.9);
    // Each beat placed on the average pulse is counted as corrected.
    expect(artefacts).toBeGreaterThan(15);
    // And marked, so RMSSD leaves out the differences it touches (decision 123): about one in
    // four, the upstrokes in a stall or just before one.
    const estimated = beats.filter((b) => b.estimated).length;
    expect(estimated).toBeGreaterThan(0.15 * beats.length);
    expect(estimated).toBeLessThan(0.4 * beats.length);
    expect(accuracy.estimatedBeats).toBe(estimated);
  });

  it('times the beats whose upstroke lost a frame or two at 24 fps on the frames around them', () => {
    // Five minutes at 24 fps, a frame or two dropped after one frame in ten: two dropped frames
    // hide most of an upstroke. Timed on their own grid those beats put RMSSD 4.5 % high here
    // (12.4 % on bench/camera-heart's quick check).
    const long = steadyBreath(5.5, [4, 6], 28);
    const truth = demoRecording(long, { seed: 3 }, 3);
    const scene = pulseScene(truth, { breath: (ms) => breathVolumeAt(long, ms), seed: 3 });
    const frames = syntheticFrames(scene, { fps: 24, dropShare: 0.1, seed: 3 });
    const accuracy = accuracyAgainst(analyseFrames(frames).beats, scene.beatTimes);
    expect(Math.abs(accuracy.rmssdErrorPercent)).toBeLessThanOrEqual(2.5);
    expect(accuracy.coverage).toBeGreaterThan(0.95);
  });

  it('reports the same beats for the same frames', () => {
    expect(run(30).result.beats).toEqual(run(30).result.beats);
  });

  for (const fps of [24, 60]) {
    it(`declares a moving finger poor within 5 s and reports no beat from it (${fps} fps)`, () => {
      const motion = [
        { startMs: 30_000, endMs: 32_000 },
        { startMs: 60_000, endMs: 61_500 },
      ];
      const { scene, result } = run(fps, { motion });
      for (const burst of motion) {
        const poor = poorDeclaredAfter(result, burst.startMs);
        expect(poor?.hint).toBe('still');
        expect(poor!.ms).toBeLessThanOrEqual(5000);
        expect(beatsWithin(result, burst.startMs, burst.endMs)).toEqual([]);
      }
      // Good again afterwards, and still accurate where it reports.
      expect(result.verdicts.at(-1)?.good).toBe(true);
      const accuracy = accuracyAgainst(result.beats, scene.beatTimes);
      expect(accuracy.rrMedianErrorMs).toBeLessThanOrEqual(15);
      expect(result.artefacts).toBeGreaterThan(0);
    });
  }

  it('takes back the beats from when the signal was good again, once the verdict trusts it', () => {
    // 2 s bursts: the verdict turns good 2.5 s after the last trouble, and the beats confirmed in
    // those 2.5 s, dropped before, are reported then. A beat is confirmed 1.5 s after it and the
    // window looked at every 0.25 s: one earlier than 1.75 s before the verdict turned good was
    // held. The first 0.6 s or so of the 2.5 s is too near the motion to trust a beat anyway.
    const motion = [20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000].map((startMs) => ({
      startMs,
      endMs: startMs + 2000,
    }));
    const takenBack = [24, 30, 60].flatMap((fps) => {
      const { scene, result } = run(fps, { motion, noise: 0.1 }, 0);
      const trueBeats = Array.from(scene.beatTimes);
      const lag = result.beats[10]!.at - nearestOf(trueBeats, result.beats[10]!.at);
      return motion.flatMap((burst) => {
        const goodAgain = result.verdicts.find((v) => v.t > burst.startMs && v.good)!.t;
        expect(beatsWithin(result, burst.startMs, burst.endMs)).toEqual([]);
        return result.beats
          .filter((b) => b.at > burst.endMs && b.at < goodAgain - 1750)
          .map((b) => Math.abs(b.at - lag - nearestOf(trueBeats, b.at - lag)));
      });
    });
    // Before the look-back none; here 2 of the 21 bursts (on bench/camera-heart's quick check
    // the first beat after a burst came 0.54 s sooner on average).
    expect(takenBack.length).toBeGreaterThanOrEqual(2);
    // Each is a true beat, timed as well as any other: no motion let in as a beat.
    expect(Math.max(...takenBack)).toBeLessThan(15);
  });

  it('drops the beats it held when the finger moves again before the verdict trusts it', () => {
    const motion = [
      { startMs: 30_000, endMs: 32_000 },
      { startMs: 34_800, endMs: 36_800 },
    ];
    const { result } = run(30, { motion, noise: 0.1 }, 0);
    const verdicts = result.verdicts.filter((v) => v.t > 31_000 && v.t < 36_800);
    expect(verdicts.every((v) => !v.good)).toBe(true);
    expect(beatsWithin(result, 30_000, 36_800)).toEqual([]);
  });

  it('says "cover" when the finger leaves the lens, and reports nothing until it is back', () => {
    const noFinger = [{ startMs: 30_000, endMs: 42_000 }];
    const { result } = run(30, { noFinger });
    const poor = poorDeclaredAfter(result, 30_000);
    expect(poor).toMatchObject({ hint: 'cover' });
    expect(poor!.ms).toBeLessThanOrEqual(5000);
    expect(beatsWithin(result, 30_000, 42_000)).toEqual([]);
    // The interval after the gap spans it: the recording's clock stays the sum of intervals.
    const after = result.beats.find((b) => b.at > 42_000)!;
    expect(after.rr).toBeGreaterThan(12_000);
  });

  it('says "lighter" when pressing hard clips red', () => {
    const { result } = run(30, { pressed: [{ startMs: 30_000, endMs: 40_000 }] });
    expect(poorDeclaredAfter(result, 30_000)).toMatchObject({ hint: 'lighter' });
    expect(beatsWithin(result, 30_000, 40_000)).toEqual([]);
  });

  it('says "light" when the fingertip is too dark', () => {
    const { result } = run(30, { level: { r: 30, g: 6, b: 4 } });
    expect(result.beats).toEqual([]);
    expect(result.verdicts.at(-1)).toMatchObject({ good: false, hint: 'light' });
  });

  it('never reports a beat from a room with no finger in it', () => {
    const { result } = run(30, { noFinger: [{ startMs: -1000, endMs: 200_000 }] });
    expect(result.beats).toEqual([]);
    expect(result.verdicts.at(-1)).toMatchObject({ good: false, hint: 'cover' });
  });

  it('costs well under a millisecond a frame', () => {
    const scene = pulseScene(truthRr, { breath });
    const frames = syntheticFrames(scene, { fps: 60 });
    const started = performance.now();
    analyseFrames(frames);
    expect((performance.now() - started) / frames.length).toBeLessThan(0.5);
  });
});
