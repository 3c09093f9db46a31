import {
  analyseRecording,
  type ResonanceReport,
} from '../../apps/web/src/features/resonance/analysis/analyse.ts';
import {
  protocolBlocks,
  protocolLengthMs,
  type BlockSeconds,
} from '../../apps/web/src/features/resonance/analysis/protocol.ts';
import {
  breathVolumeAt,
  type BreathBlock,
} from '../../apps/web/src/lib/heart-rate/breath-blocks.ts';
import { demoRecording } from '../../apps/web/src/lib/heart-rate/demo-recording.ts';
import {
  pulseScene,
  type Stretch,
} from '../../apps/web/src/lib/heart-rate/camera/synthetic-pulse.ts';
import { writeFakeVideo, type FakeVideo, type FramesSeen } from './fake-camera.ts';

/**
 * A person's fingertip through the quick resonance check, as a video for the fake camera: first
 * no finger on the lens, then a fingertip whose pulse follows the demo heart (which swings most at
 * 5.5 breaths a minute) breathing the protocol from `protocolAtMs` of the video on, the finger
 * moving in each `motion` stretch, and breathing the breaths the page asks for beyond the plan
 * (`addedBreaths`, decision 119: one more at a pace where the moving finger cost one). The true
 * intervals give the report a strap would: the journey's answer.
 */
export interface CameraTruth {
  video: FakeVideo;
  /** When the fingertip covers the lens, ms into the video. */
  fingerAtMs: number;
  /** When the protocol's first inhale falls in the video, ms. */
  protocolAtMs: number;
  /** When the finger moves, ms into the video. */
  motion: readonly Stretch[];
  /** The true intervals from the protocol's first inhale, and the report they give. */
  rrMs: number[];
  report: ResonanceReport;
  /** Every true beat, ms into the video. */
  beatMs: Float64Array;
  blockSeconds: BlockSeconds;
  addedBreaths: readonly number[];
}

export function cameraTruth(
  blockSeconds: BlockSeconds,
  fingerAtMs: number,
  protocolAtMs: number,
  motion: readonly Stretch[] = [],
  addedBreaths: readonly number[] = [],
): CameraTruth {
  const protocol = protocolBlocks(blockSeconds, addedBreaths);
  // Before the protocol the person breathes at its first pace; the blocks move to the video's time.
  const blocks: BreathBlock[] = [
    { bpm: protocol[0]!.bpm, startMs: 0, endMs: protocolAtMs, breaths: 0 },
    ...protocol.map((b) => ({
      ...b,
      startMs: b.startMs + protocolAtMs,
      endMs: b.endMs + protocolAtMs,
    })),
  ];
  const lengthMs = protocolAtMs + protocolLengthMs(protocol) + 60_000;
  const rr = demoRecording(blocks, {}, 60);
  const scene = pulseScene(rr, {
    breath: (ms) => breathVolumeAt(blocks, ms),
    noFinger: [{ startMs: 0, endMs: fingerAtMs }],
    motion,
  });
  // The intervals that end after the first inhale, as the page records them.
  let end = 0;
  let first = 0;
  while (first < rr.length && end + rr[first]! <= protocolAtMs) end += rr[first++]!;
  const rrMs = rr.slice(first);
  const report = analyseRecording(
    { rrMs, firstBeatMs: end + rr[first]! - protocolAtMs, addedBreaths },
    blockSeconds,
  );
  const video = writeFakeVideo(scene, lengthMs);
  return {
    video,
    fingerAtMs,
    protocolAtMs,
    motion,
    rrMs,
    report,
    beatMs: scene.beatTimes,
    blockSeconds,
    addedBreaths,
  };
}

/**
 * A time in the video (ms) on the page's clock, by the frames the page saw (`FramesSeen`):
 * between two frames seen, in proportion; before the first or after the last, at the pace the
 * video kept between them.
 */
export function videoOnPageClock(frames: FramesSeen, fps: number): (videoMs: number) => number {
  const { index, pageMs } = frames;
  const n = index.length;
  if (n < 2) throw new Error(`the page saw ${n} frames of the video`);
  const videoMs = index.map((i) => (i * 1000) / fps);
  const between = (k: number, ms: number) =>
    pageMs[k]! +
    ((ms - videoMs[k]!) * (pageMs[k + 1]! - pageMs[k]!)) / (videoMs[k + 1]! - videoMs[k]!);
  return (ms) => {
    if (ms <= videoMs[0]!) return between(0, ms);
    if (ms >= videoMs[n - 1]!) return between(n - 2, ms);
    let low = 0;
    let high = n - 1;
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      if (videoMs[mid]! <= ms) low = mid;
      else high = mid;
    }
    return between(low, ms);
  };
}

/**
 * The truth as the page saw it: the true beats put on the page's clock by the frames it saw,
 * from the protocol's first inhale (`startedAtMs` on the page's clock, when Start was pressed),
 * their times on the protocol's clock, and the report they give with the breaths the page asked
 * for. On a quiet machine this is the truth on the video's clock; on a busy one the video ran
 * slow against the page's guide (and Start may fall a second or three after the video's first
 * inhale), and what a strap would have given the page is this.
 */
export function truthOnPageClock(
  truth: CameraTruth,
  frames: FramesSeen,
  startedAtMs: number,
  addedBreaths: readonly number[],
): { beatMs: number[]; rrMs: number[]; firstBeatMs: number; report: ResonanceReport } {
  const onPage = videoOnPageClock(frames, truth.video.fps);
  // The beats up to the last frame the page saw: past it the video's pace is a guess.
  const lastMs = (frames.index.at(-1)! * 1000) / truth.video.fps;
  const times = Array.from(
    truth.beatMs.filter((ms) => ms <= lastMs),
    (ms) => onPage(ms) - startedAtMs,
  );
  const first = times.findIndex((t) => t >= 0);
  if (first < 1) throw new Error('no true beat before and after the first inhale');
  const rrMs = times.slice(first).map((t, i) => t - times[first + i - 1]!);
  const firstBeatMs = times[first]!;
  const report = analyseRecording({ rrMs, firstBeatMs, addedBreaths }, truth.blockSeconds);
  return { beatMs: times.slice(first - 1), rrMs, firstBeatMs, report };
}
