/**
 * A person taking the assessment on the camera, simulated: the demo heart breathes the protocol
 * as the pacer asks, a synthetic fingertip (`synthetic-pulse.ts`) is filmed frame by frame, and
 * every quarter second the beats reported so far decide, as on the running screen, whether the
 * block asks for one more breath (`addedBreathsNow`, decision 119). When it does, the person
 * breathes it: the blocks after it start later, and the heart and the fingertip follow the new
 * plan from then on. Everything before is the same (the demo heart and the fingertip are pure
 * functions of the breath up to each moment), so the frames already filmed stand.
 *
 * Shared by the unit tests and `bench/camera-heart`, which times each frame's analysis.
 */
import { breathVolumeAt } from '../../../lib/heart-rate/breath-blocks.ts';
import type { FrameSample, PulseBeat } from '../../../lib/heart-rate/camera/pulse-types.ts';
import {
  frameTimes,
  pulseScene,
  syntheticFrameAt,
  type CameraTiming,
  type PulseScene,
  type SyntheticPulseOptions,
} from '../../../lib/heart-rate/camera/synthetic-pulse.ts';
import { demoRecording, type DemoHeart } from '../../../lib/heart-rate/demo-recording.ts';
import { recordedBeats, type Recording } from './analyse.ts';
import { addedBreathsNow, MAX_ADDED_BREATHS } from './one-more-breath.ts';
import {
  PROTOCOL_RATES,
  protocolBlocks,
  protocolLengthMs,
  type BlockSeconds,
  type ProtocolBlock,
} from './protocol.ts';

/** How often the running screen looks at the beats (protocol-run.tsx's tick). */
export const RUN_TICK_MS = 250;
/** The heart beats on for a few seconds after the protocol, as a recording rarely stops on time. */
const AFTER_S = 3;

export interface GuidedRunOptions {
  blockSeconds: BlockSeconds;
  heart: Partial<DemoHeart>;
  /** The fingertip; its breath is the protocol's. */
  scene: Partial<Omit<SyntheticPulseOptions, 'breath'>>;
  timing: Partial<CameraTiming>;
  /** Frames the camera delivers (all by default; a busy phone stalls). */
  delivered?: (ms: number) => boolean;
  /** Hands each delivered frame to the analyser; returns the beats it reports with it. */
  push: (frame: FrameSample) => readonly PulseBeat[];
  /** Whether a block that lost a breath asks for one more (default true): false is the plan. */
  oneMoreBreath?: boolean;
}

export interface GuidedRun {
  blocks: ProtocolBlock[];
  /** What the running screen hands the analysis. */
  recording: Recording & { addedBreaths: readonly number[] };
  /** The heart's true intervals over the protocol as breathed, from its first inhale. */
  truthRr: number[];
  scene: PulseScene;
  beats: PulseBeat[];
  frames: number;
}

function planned(options: GuidedRunOptions, addedBreaths: readonly number[]) {
  const blocks = protocolBlocks(options.blockSeconds, addedBreaths);
  const truthRr = demoRecording(blocks, options.heart, AFTER_S);
  const breath = (ms: number) => breathVolumeAt(blocks, ms);
  const scene = pulseScene(truthRr, { ...options.scene, breath });
  return { blocks, truthRr, scene, endMs: scene.beatTimes[scene.beatTimes.length - 1]! + 500 };
}

export function guidedCameraRun(options: GuidedRunOptions): GuidedRun {
  let addedBreaths: readonly number[] = [];
  let plan = planned(options, addedBreaths);
  // The longest run the plan could become; the camera's frame times do not depend on the plan.
  const longest = protocolBlocks(
    options.blockSeconds,
    PROTOCOL_RATES.map(() => MAX_ADDED_BREATHS),
  );
  const times = frameTimes(0, protocolLengthMs(longest) + (AFTER_S + 5) * 1000, options.timing);
  const beats: PulseBeat[] = [];
  let frames = 0;
  let nextTick = RUN_TICK_MS;
  const recording = () => ({
    rrMs: beats.map((b) => b.rr),
    firstBeatMs: beats[0]?.at,
    estimatedBeats: beats.flatMap((b, i) => (b.estimated ? [i] : [])),
  });
  // The beats so far, corrected again only when new ones came in (the bench runs 168 of these).
  let known = { count: 0, beats: recordedBeats(recording()) };
  for (const t of times) {
    if (t >= plan.endMs) break;
    if (options.delivered && !options.delivered(t)) continue;
    beats.push(...options.push(syntheticFrameAt(plan.scene, t)));
    frames++;
    if (t < nextTick) continue;
    nextTick += RUN_TICK_MS;
    if (options.oneMoreBreath === false || beats.length === 0) continue;
    if (known.count !== beats.length)
      known = { count: beats.length, beats: recordedBeats(recording()) };
    const next = addedBreathsNow(plan.blocks, addedBreaths, known.beats, t);
    if (next === addedBreaths) continue;
    addedBreaths = next;
    plan = planned(options, addedBreaths);
  }
  return {
    blocks: plan.blocks,
    recording: { ...recording(), addedBreaths },
    truthRr: plan.truthRr,
    scene: plan.scene,
    beats,
    frames,
  };
}
