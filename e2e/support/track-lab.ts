import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

type NarrationCue = 'inhale' | 'exhale' | 'countIn' | 'countOut';
type VoiceStyle = 'guided' | 'counting';
interface BreathPattern {
  bpm: number;
  ratio?: readonly [number, number];
  holdIn?: number;
  holdOut?: number;
  ramp?: { fromBpm: number; seconds: number };
}
/** A rhythm's timing and ramp as the contract has them (packages/contract/src/rhythms). */
type RhythmTiming = Record<string, unknown> & { kind: 'phases' | 'pace' };
type RhythmRamp = { from_pace: number; minutes: number } | null;
interface TrackShape {
  lengthMs: number;
  loopFromMs: number;
}
interface RhythmSchedule {
  pace: number;
}

/**
 * What the page gets: the parts of the renderer's API the tests use, spelled out here because
 * this program does not compile the web app's files (esbuild bundles them for the page).
 */
export interface TrackLab {
  PacerEngine: new (
    pattern: BreathPattern,
    start: number,
  ) => { boundariesBetween: (t0: number, t1: number) => Array<{ time: number }> };
  renderTrack: (request: {
    pattern: BreathPattern;
    cycles: number;
    cues: 'tones' | 'bell' | 'none';
    voice: { style: VoiceStyle; clips: Partial<Record<NarrationCue, AudioBuffer>> } | null;
    loop: boolean;
  }) => Promise<{
    samples: Int16Array;
    sampleRate: number;
    durationMs: number;
    loopFromMs: number;
  }>;
  trackBlob: (track: { samples: Int16Array; sampleRate: number }) => Blob;
  loadClips: (
    urls: Partial<Record<NarrationCue, string>>,
  ) => Promise<Partial<Record<NarrationCue, AudioBuffer>>>;
  clipUrl: (lang: string, cue: NarrationCue) => string;
  trackEvents: (
    pattern: BreathPattern,
    style: VoiceStyle | null,
    fromMs: number,
    toMs: number,
  ) => Array<{ atMs: number; clip: NarrationCue | null }>;
  TrackPlayer: new () => {
    element: HTMLAudioElement;
    clock: () => number;
    bind: (events: {
      onExternalPause: () => void;
      onExternalPlay: () => void;
      position: () => number;
    }) => void;
    setTrack: (url: string, shape: TrackShape, expectedMs: number | null) => void;
    play: (expectedMs: number) => void;
    follow: (force?: boolean) => void;
    dispose: () => void;
  };
  leadBreaths: (pattern: BreathPattern) => number;
  heardPosition: (shape: TrackShape, expectedMs: number, mediaMs: number) => number;
  patternOfRhythm: (timing: RhythmTiming, ramp: RhythmRamp) => BreathPattern;
  scheduleOf: (timing: RhythmTiming, ramp: RhythmRamp) => RhythmSchedule;
  breathsAt: (r: RhythmSchedule, seconds: number) => number;
  breathCues: (r: RhythmSchedule, k: number) => Array<{ phase: string; at: number }>;
  RHYTHM_STARTING_POINTS: ReadonlyArray<{ key: string; timing: RhythmTiming | null }>;
  NARRATION_CUES: readonly NarrationCue[];
  NARRATION_INDEX: Partial<Record<string, Partial<Record<NarrationCue, number>>>>;
}

/**
 * The web app's track renderer, bundled for a page (the built app exposes no module by path):
 * the same files the player uses — engine, track plan, tone graph, renderer, WAV — and the
 * contract's closed form of a rhythm (the truth the track is held against), set on
 * `window.trackLab` for page.evaluate.
 */
const pacer = fileURLToPath(new URL('../../apps/web/src/components/pacer/', import.meta.url));

export async function trackLabScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { PacerEngine } from './engine.ts';
        import { renderTrack, trackBlob, loadClips, TRACK_SAMPLE_RATE } from './track-render.ts';
        import { heardPosition, leadBreaths, trackEvents } from './track-plan.ts';
        import { TrackPlayer } from './track-player.ts';
        import { NARRATION_CUES, NARRATION_INDEX, clipUrl } from './narration-cues.ts';
        import { patternOfRhythm } from './rhythm-pattern.ts';
        import {
          RHYTHM_STARTING_POINTS, breathCues, breathsAt, scheduleOf,
        } from '@resona/contract';
        window.trackLab = {
          PacerEngine, renderTrack, trackBlob, loadClips, trackEvents,
          NARRATION_CUES, NARRATION_INDEX, clipUrl, TRACK_SAMPLE_RATE,
          patternOfRhythm, scheduleOf, breathsAt, breathCues, RHYTHM_STARTING_POINTS,
          TrackPlayer, leadBreaths, heardPosition,
        };
      `,
      resolveDir: pacer,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}
