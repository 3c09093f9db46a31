import type { NarrationCue } from './narration-cues.ts';
import type { BreathPattern } from './pattern.ts';
import { scheduleTone } from './tone-graph.ts';
import { layoutOf } from './pattern.ts';
import { breathStarts, sampleAt, trackEvents, trackMs } from './track-plan.ts';
import type { VoiceStyle } from './track-plan.ts';
import { toInt16, wavHeader } from './wav.ts';

/**
 * Renders a session's sound ahead of time (decisions 074, 088): the tones of tone-graph.ts and
 * the recorded clips, placed on the engine's boundaries by an OfflineAudioContext, into one
 * 16-bit mono track that a media element plays on with the screen locked. Every breath of a
 * track is alike (one pace, the same tones and clips), so one breath is rendered and copied to
 * each breath's start: a track of any length is ready in the time of one breath's render.
 */

/** Speech and soft tones need no more; 16 kHz mono is 32 kB a second as WAV. */
export const TRACK_SAMPLE_RATE = 16_000;
/** A tone or clip that starts near a breath's end sounds on into the next; its tail is kept. */
const TAIL_MS = 2_000;

export interface TrackRequest {
  pattern: BreathPattern;
  /** Whole breaths in the track. */
  cycles: number;
  /** Tones at phase starts. */
  tones: boolean;
  /** Master volume of the tones, as the live scheduler's (0.25). */
  volume?: number;
  /** The voice and its decoded clips (at the track's rate), or null for none. */
  voice: { style: VoiceStyle; clips: Partial<Record<NarrationCue, AudioBuffer>> } | null;
  /** A looping track folds the sound that outlasts its end back onto its start. */
  loop: boolean;
  sampleRate?: number;
}

export interface RenderedTrack {
  samples: Int16Array<ArrayBuffer>;
  sampleRate: number;
  /** The track's length by the engine, ms (the samples round it to the nearest one). */
  durationMs: number;
}

/** Gain of the spoken clips: espeak speaks near full scale, the tones peak at 0.125. */
const VOICE_GAIN = 0.5;

export async function renderTrack(
  request: TrackRequest,
  options: { signal?: AbortSignal } = {},
): Promise<RenderedTrack> {
  const rate = request.sampleRate ?? TRACK_SAMPLE_RATE;
  const { period } = layoutOf(request.pattern);
  const starts = breathStarts(request.cycles, period, rate);
  options.signal?.throwIfAborted();
  const breath = await renderBreath(request, rate, period);
  options.signal?.throwIfAborted();
  // A breath after another carries that one's tail at its start; the first of a track played
  // once does not (a looping track's first follows its last).
  const alone = breath.subarray(0, Math.ceil((period * rate) / 1000));
  const after = alone.slice();
  const step = sampleAt(period, rate);
  for (let from = step; from < breath.length; from += step) {
    const tail = breath.subarray(from);
    for (let i = 0; i < tail.length && i < after.length; i++) after[i]! += tail[i]!;
  }
  const afterPcm = new Int16Array(after.length);
  toInt16(after, afterPcm);
  let firstPcm = afterPcm;
  if (!request.loop) {
    firstPcm = new Int16Array(alone.length);
    toInt16(alone, firstPcm);
  }
  const samples = new Int16Array(starts.at(-1)!);
  for (let k = 0; k < request.cycles; k++) {
    const from = starts[k]!;
    samples.set((k === 0 ? firstPcm : afterPcm).subarray(0, starts[k + 1]! - from), from);
  }
  return { samples, sampleRate: rate, durationMs: trackMs(request.pattern, request.cycles) };
}

/** One breath from its inhale, with the tail that sounds on after it. */
async function renderBreath(
  request: TrackRequest,
  rate: number,
  periodMs: number,
): Promise<Float32Array> {
  const length = Math.ceil((periodMs * rate) / 1000) + sampleAt(TAIL_MS, rate);
  const ctx = new OfflineAudioContext(1, length, rate);
  const tones = ctx.createGain();
  tones.gain.value = request.volume ?? 0.25;
  tones.connect(ctx.destination);
  const voice = ctx.createGain();
  voice.gain.value = VOICE_GAIN;
  voice.connect(ctx.destination);
  for (const event of trackEvents(request.pattern, request.voice?.style ?? null, 0, periodMs)) {
    const when = event.atMs / 1000;
    if (request.tones) scheduleTone(ctx, tones, when, event.phase, event.phaseMs / 1000);
    const clip = event.clip ? request.voice?.clips[event.clip] : undefined;
    if (clip) {
      const source = ctx.createBufferSource();
      source.buffer = clip;
      source.connect(voice);
      source.start(when);
    }
  }
  const buffer = await ctx.startRendering();
  return buffer.getChannelData(0);
}

/** The track as a file a media element plays. */
export function trackBlob(track: RenderedTrack): Blob {
  return new Blob([wavHeader(track.samples.length, track.sampleRate), track.samples], {
    type: 'audio/wav',
  });
}

/** Fetches and decodes a language's clips at the track's rate (the browser resamples them). */
export async function loadClips(
  urls: Partial<Record<NarrationCue, string>>,
  sampleRate = TRACK_SAMPLE_RATE,
): Promise<Partial<Record<NarrationCue, AudioBuffer>>> {
  const decoder = new OfflineAudioContext(1, 1, sampleRate);
  const entries = await Promise.all(
    Object.entries(urls).map(async ([cue, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Narration clip ${url}: ${response.status}`);
      return [cue, await decoder.decodeAudioData(await response.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}
