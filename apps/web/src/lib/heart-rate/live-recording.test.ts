import { describe, expect, it } from 'vitest';
import type { HeartRateEvent } from './heart-rate-source.ts';
import { CONNECTING, LiveRecording, nextLiveState } from './live-recording.ts';

const beats = (at: number, ...rr: number[]): Extract<HeartRateEvent, { type: 'beats' }> => ({
  type: 'beats',
  rr,
  bpm: 60,
  contact: 'not-supported',
  at,
});

describe('LiveRecording', () => {
  it('keeps intervals from the start, with the time the first of them ended', () => {
    const recording = new LiveRecording();
    recording.add(beats(500, 900));
    recording.start(1000);
    recording.add(beats(2900, 1000, 900));
    recording.add(beats(3900, 1000));
    expect(recording.rrMs).toEqual([1000, 900, 1000]);
    expect(recording.firstBeatMs).toBe(1000);
    expect(recording.coveredMs).toBe(2900);
  });

  it('leaves out the beats a late source hands over just after the start that fell before it', () => {
    const recording = new LiveRecording();
    recording.start(10_000);
    // Confirmed 1.8 s late: beats at 8.2 s, 9.1 s and 10.0 s … arrive at 10.0 s and after.
    recording.add(beats(10_000 - 1800, 900));
    recording.add(beats(10_000 - 900, 900));
    recording.add(beats(10_000, 900));
    recording.add(beats(10_900, 900));
    expect(recording.rrMs).toEqual([900, 900]);
    expect(recording.firstBeatMs).toBe(0);
  });

  it('keeps a gap as one long interval, so the beats after it stay in their place', () => {
    const recording = new LiveRecording();
    recording.start(0);
    recording.add(beats(1000, 1000));
    recording.add(beats(2000, 1000));
    // The camera was off from 2 s to 9 s; the next beat's interval began at 9 s.
    recording.add(beats(10_000, 1000));
    expect(recording.rrMs).toEqual([1000, 1000, 7000, 1000]);
    const ends = recording.rrMs.reduce<number[]>(
      (times, rr) => [...times, (times.at(-1) ?? recording.firstBeatMs! - 1000) + rr],
      [],
    );
    expect(ends.at(-1)).toBe(10_000);
  });

  it('keeps which intervals end at a beat a stall hid from the camera, after a gap too', () => {
    const recording = new LiveRecording();
    recording.start(0);
    recording.add(beats(1000, 1000));
    recording.add({ ...beats(2000, 1000), estimated: true });
    recording.add({ ...beats(10_000, 1000), estimated: true });
    expect(recording.rrMs).toEqual([1000, 1000, 7000, 1000]);
    expect(recording.estimatedBeats).toEqual([1, 3]);
  });

  it('counts the beats timed while the camera said its pulse was faint', () => {
    const recording = new LiveRecording();
    recording.start(0);
    recording.add(beats(1000, 1000));
    recording.signal({ good: true, hint: null, index: 0.3 });
    recording.add(beats(2000, 1000));
    recording.add(beats(3000, 1000));
    recording.signal({ good: true, hint: null, index: 0.9 });
    recording.add(beats(4000, 1000));
    expect(recording.faintBeats).toBe(2);
  });

  it('takes a notification a second late as latency, not a gap', () => {
    const recording = new LiveRecording();
    recording.start(0);
    recording.add(beats(1000, 1000));
    recording.add(beats(3100, 1000, 1000));
    recording.add(beats(3950, 800));
    expect(recording.rrMs).toEqual([1000, 1000, 1000, 800]);
  });
});

describe('nextLiveState', () => {
  it('drops the rate shown when the camera says the signal is poor', () => {
    const measured = nextLiveState(CONNECTING, beats(1000, 1000));
    expect(measured.bpm).toBe(60);
    const poor = nextLiveState(measured, {
      type: 'signal',
      quality: { good: false, hint: 'still', index: 0.2 },
    });
    expect(poor).toMatchObject({ bpm: null, signal: { good: false, hint: 'still' } });
    const good = nextLiveState(measured, {
      type: 'signal',
      quality: { good: true, hint: null, index: 0.9 },
    });
    expect(good.bpm).toBe(60);
  });

  it('drops the rate shown while the source reconnects, and keeps it while connected', () => {
    const measured = nextLiveState(CONNECTING, beats(1000, 1000));
    expect(nextLiveState(measured, { type: 'status', status: 'connected' }).bpm).toBe(60);
    expect(nextLiveState(measured, { type: 'status', status: 'reconnecting' })).toMatchObject({
      status: 'reconnecting',
      bpm: null,
    });
    expect(nextLiveState(measured, { type: 'status', status: 'disconnected' }).bpm).toBeNull();
  });
});
