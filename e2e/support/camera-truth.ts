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
import { writeFakeVideo, type FakeVideo } from './fake-camera.ts';

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
  return { video, fingerAtMs, protocolAtMs, motion, rrMs, report };
}
