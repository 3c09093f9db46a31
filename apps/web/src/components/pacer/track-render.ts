import type { NarrationCue } from './narration-cues.ts';
import type { BreathPattern } from './pattern.ts';
import { scheduleTone } from './tone-graph.ts';
import { chunksOf, sampleAt, trackEvents, trackMs } from './track-plan.ts';
import type { VoiceStyle } from './track-plan.ts';
import { toInt16, wavHeader } from './wav.ts';

/**
 * Renders a session's sound ahead of time (decision 074): the tones of tone-graph.ts and the
 * recorded clips, placed on the engine's boundaries by an OfflineAudioContext, chunk by chunk,
 * into one 16-bit mono track that a media element plays on with the screen locked.
 */

/** Speech and soft tones need no more; 16 kHz mono is 32 kB a second as WAV. */
export const TRACK_SAMPLE_RATE = 16_000;
/** Each OfflineAudioContext renders this much (plus a tail): about 2 MB of floats at a time. */
export const CHUNK_MS = 30_000;
/** A tone or clip that starts near a chunk's end sounds on into the next; its tail is kept. */
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function renderTrack(
  request: TrackRequest,
  options: { chunkMs?: number; signal?: AbortSignal } = {},
): Promise<RenderedTrack> {
  const rate = request.sampleRate ?? TRACK_SAMPLE_RATE;
  const durationMs = trackMs(request.pattern, request.cycles);
  const total = sampleAt(durationMs, rate);
  const samples = new Int16Array(total);
  const tailSamples = sampleAt(TAIL_MS, rate);
  let carry = new Float32Array(0);
  let firstChunk: Float32Array | null = null;
  for (const [s0, s1] of chunksOf(total, sampleAt(options.chunkMs ?? CHUNK_MS, rate))) {
    options.signal?.throwIfAborted();
    const rendered = await renderChunk(request, rate, s0, s1, tailSamples);
    const body = rendered.subarray(0, s1 - s0);
    for (let i = 0; i < carry.length && i < body.length; i++) body[i]! += carry[i]!;
    carry = rendered.slice(s1 - s0);
    if (s0 === 0 && request.loop) firstChunk = body.slice();
    toInt16(body, samples, s0);
    // The page gets the main thread back between chunks.
    await nextTask();
  }
  if (request.loop && firstChunk) {
    for (let i = 0; i < carry.length && i < firstChunk.length; i++) firstChunk[i]! += carry[i]!;
    toInt16(firstChunk.subarray(0, Math.min(carry.length, firstChunk.length)), samples, 0);
  }
  return { samples, sampleRate: rate, durationMs };
}

async function renderChunk(
  request: TrackRequest,
  rate: number,
  s0: number,
  s1: number,
  tail: number,
): Promise<Float32Array> {
  const ctx = new OfflineAudioContext(1, s1 - s0 + tail, rate);
  const tones = ctx.createGain();
  tones.gain.value = request.volume ?? 0.25;
  tones.connect(ctx.destination);
  const voice = ctx.createGain();
  voice.gain.value = VOICE_GAIN;
  voice.connect(ctx.destination);
  const fromMs = (s0 / rate) * 1000;
  const toMs = (s1 / rate) * 1000;
  for (const event of trackEvents(request.pattern, request.voice?.style ?? null, fromMs, toMs)) {
    // Exact times, not rounded to the chunk: a chunk starts on a whole sample.
    const when = Math.max(0, (event.atMs * rate) / 1000 - s0) / rate;
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
