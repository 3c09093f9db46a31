import { breathClock } from './breath-clock.ts';
import type { NarrationCue } from './narration-cues.ts';
import type { BreathPattern } from './pattern.ts';
import { scheduleCue } from './tone-graph.ts';
import type { CueSound } from './tone-shape.ts';
import { layoutOf } from './pattern.ts';
import { breathStarts, leadBreaths, sampleAt, steadyOf, trackEvents } from './track-plan.ts';
import type { VoiceStyle } from './track-plan.ts';
import { toInt16, wavHeader } from './wav.ts';

/**
 * Renders a session's sound ahead of time (decisions 074, 088): the tones of tone-graph.ts and
 * the recorded clips, placed on the engine's boundaries by an OfflineAudioContext, into one
 * 16-bit mono track that a media element plays on with the screen locked. Every steady breath of
 * a track is alike (one pace, the same tones and clips), so one is rendered and copied to each
 * steady breath's start: a track of any length is ready in the time of one breath's render. A
 * pace that eases down (decision 099) renders its lead-in breath by breath, each with its own
 * length, and loops the steady breaths after it.
 */

/** Speech and soft tones need no more; 16 kHz mono is 32 kB a second as WAV. */
export const TRACK_SAMPLE_RATE = 16_000;
/** A tone or clip that starts near a breath's end sounds on into the next; its tail is kept. */
const TAIL_MS = 2_000;

export interface TrackRequest {
  pattern: BreathPattern;
  /** Whole breaths in the track (a pace that eases down: at least its lead-in and one more). */
  cycles: number;
  /** The cue at each phase start: rising and falling tones, a soft bell, or none. */
  cues: CueSound;
  /** Master volume of the tones, as the live scheduler's (0.25). */
  volume?: number;
  /** The voice and its decoded clips (at the track's rate), or null for none. */
  voice: { style: VoiceStyle; clips: Partial<Record<NarrationCue, AudioBuffer>> } | null;
  /** A looping track folds the sound that outlasts its end back onto its loop's start. */
  loop: boolean;
  sampleRate?: number;
}

export interface RenderedTrack {
  samples: Int16Array<ArrayBuffer>;
  sampleRate: number;
  /** The track's length by the engine, ms (the samples round it to the nearest one). */
  durationMs: number;
  /** Where a looping track plays again from when it ends, ms: the end of its lead-in. */
  loopFromMs: number;
}

/** Gain of the spoken clips: espeak speaks near full scale, the tones peak at 0.125. */
const VOICE_GAIN = 0.5;

export async function renderTrack(
  request: TrackRequest,
  options: { signal?: AbortSignal } = {},
): Promise<RenderedTrack> {
  const rate = request.sampleRate ?? TRACK_SAMPLE_RATE;
  const clock = breathClock(request.pattern);
  const cycles = request.cycles;
  const lead = Math.min(leadBreaths(request.pattern), cycles);
  const starts = breathStarts(cycles, (k) => clock.startOf(k), rate);
  const samples = new Int16Array(starts.at(-1)!);
  const track = {
    samples,
    sampleRate: rate,
    durationMs: clock.startOf(cycles),
    loopFromMs: lead < cycles ? clock.startOf(lead) : 0,
  };

  // The lead-in, breath by breath; what sounds on past a breath is carried into the next.
  let carry: Float32Array | null = null;
  for (let k = 0; k < lead; k++) {
    options.signal?.throwIfAborted();
    const span = await renderSpan(request, rate, clock.startOf(k), clock.startOf(k + 1));
    if (carry) mixInto(span, carry);
    const own = starts[k + 1]! - starts[k]!;
    toInt16(span.subarray(0, own), samples, starts[k]!);
    carry = span.subarray(own);
  }
  if (lead === cycles) return track;

  options.signal?.throwIfAborted();
  const steady = { ...request, pattern: steadyOf(request.pattern) };
  const { period } = layoutOf(steady.pattern);
  const breath = await renderSpan(steady, rate, 0, period);
  options.signal?.throwIfAborted();
  // A steady breath after another carries that one's tail at its start. The first of a track
  // played once does not; the first after a lead-in carries the lead-in's; a steady looping
  // track's first follows its last.
  const alone = breath.subarray(0, Math.ceil((period * rate) / 1000));
  const after = alone.slice();
  const step = sampleAt(period, rate);
  for (let from = step; from < breath.length; from += step) mixInto(after, breath.subarray(from));
  const afterPcm = new Int16Array(after.length);
  toInt16(after, afterPcm);
  let firstPcm = afterPcm;
  if (carry) {
    const first = alone.slice();
    mixInto(first, carry);
    firstPcm = new Int16Array(first.length);
    toInt16(first, firstPcm);
  } else if (!request.loop) {
    firstPcm = new Int16Array(alone.length);
    toInt16(alone, firstPcm);
  }
  for (let k = lead; k < cycles; k++) {
    const from = starts[k]!;
    samples.set((k === lead ? firstPcm : afterPcm).subarray(0, starts[k + 1]! - from), from);
  }
  return track;
}

/** Adds `sound` into the start of `into`, as far as both go. */
function mixInto(into: Float32Array, sound: Float32Array): void {
  for (let i = 0; i < sound.length && i < into.length; i++) into[i]! += sound[i]!;
}

/** The cues of [fromMs, toMs) of the pattern, from fromMs, with the tail that sounds on after it. */
async function renderSpan(
  request: TrackRequest,
  rate: number,
  fromMs: number,
  toMs: number,
): Promise<Float32Array> {
  const length = Math.ceil(((toMs - fromMs) * rate) / 1000) + sampleAt(TAIL_MS, rate);
  const ctx = new OfflineAudioContext(1, length, rate);
  const tones = ctx.createGain();
  tones.gain.value = request.volume ?? 0.25;
  tones.connect(ctx.destination);
  const voice = ctx.createGain();
  voice.gain.value = VOICE_GAIN;
  voice.connect(ctx.destination);
  const style = request.voice?.style ?? null;
  for (const event of trackEvents(request.pattern, style, fromMs, toMs)) {
    const when = (event.atMs - fromMs) / 1000;
    scheduleCue(ctx, tones, request.cues, when, event.phase, event.phaseMs / 1000);
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
export function trackBlob(track: Pick<RenderedTrack, 'samples' | 'sampleRate'>): Blob {
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
