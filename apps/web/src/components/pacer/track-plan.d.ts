import type { NarrationCue } from './narration-cues.ts';
import type { BreathPattern, Phase } from './pattern.ts';
/**
 * What a session's track holds, as numbers (decision 074): the same boundaries the engine gives
 * the picture, each with its tone and its spoken clip. Pure, so it is tested without a browser;
 * track-render.ts turns it into sound.
 */
/** The voice a session asks for: "Guided voice" says the phase, "Gentle counting" counts. */
export type VoiceStyle = 'guided' | 'counting';
export interface TrackEvent {
    /** Time from the start of the track, ms. */
    atMs: number;
    phase: Phase;
    /** Length of the phase that begins, ms (the tone is shaped to fit inside it). */
    phaseMs: number;
    /** The spoken clip at this phase start, if any. */
    clip: NarrationCue | null;
}
export declare function clipFor(style: VoiceStyle | null, phase: Phase): NarrationCue | null;
/** Every phase start in [fromMs, toMs) of a track that begins with an inhale at 0. */
export declare function trackEvents(pattern: BreathPattern, style: VoiceStyle | null, fromMs: number, toMs: number): TrackEvent[];
/**
 * The longest track a session plays, ms. A round of a few minutes is rendered whole; longer and
 * unlimited sessions loop a track of whole breaths, so memory stays under ~12 MB at 16 kHz and a
 * track is ready in well under a second whatever the session's length.
 */
export declare const MAX_TRACK_MS: number;
/**
 * How many whole breaths the track holds: the round's (it ends on a breath boundary), or as many
 * as fit in MAX_TRACK_MS. Whole breaths make the loop seamless: its end is the next inhale.
 */
export declare function trackCycles(pattern: BreathPattern, roundMs: number, maxMs?: number): number;
export declare function trackMs(pattern: BreathPattern, cycles: number): number;
/**
 * Where in a looping track of `lengthMs` the engine's position `expectedMs` falls, given the
 * media's own position `mediaMs` (0..length): the media's position unwrapped to the loop nearest
 * the engine's. Their difference is the drift between picture and sound, within half a loop.
 */
export declare function unwrapPosition(expectedMs: number, mediaMs: number, lengthMs: number): number;
/** Samples at the track's rate for a time in ms, rounded to the nearest sample. */
export declare function sampleAt(ms: number, sampleRate: number): number;
/**
 * The track cut into chunks of whole samples, each rendered by its own OfflineAudioContext, so
 * memory stays bounded and the page gets the main thread back between chunks.
 */
export declare function chunksOf(totalSamples: number, chunkSamples: number): Array<[number, number]>;
