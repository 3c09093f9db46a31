import { scheduleBell } from './tone-graph.ts';
import { TRACK_SAMPLE_RATE, trackBlob } from './track-render.ts';
import { toInt16 } from './wav.ts';

/**
 * The end of a session (issue 30): three soft bell strikes falling from in to out, unlike any
 * phase's single strike or tone, so a person with the screen locked hears that it is over. It
 * plays on its own media element, which outlives the player: the after rating opens while it
 * rings out.
 */
const STRIKES = [
  { at: 0, phase: 'inhale' },
  { at: 0.45, phase: 'hold-in' },
  { at: 0.9, phase: 'exhale' },
] as const;
const LENGTH_S = 4;

let element: HTMLAudioElement | null = null;
let rendering: Promise<void> | null = null;

async function render(audio: HTMLAudioElement): Promise<void> {
  const ctx = new OfflineAudioContext(1, LENGTH_S * TRACK_SAMPLE_RATE, TRACK_SAMPLE_RATE);
  const master = ctx.createGain();
  master.gain.value = 0.25;
  master.connect(ctx.destination);
  for (const strike of STRIKES) scheduleBell(ctx, master, strike.at, strike.phase, LENGTH_S);
  const buffer = await ctx.startRendering();
  const samples = new Int16Array(buffer.length);
  toInt16(buffer.getChannelData(0), samples);
  audio.src = URL.createObjectURL(trackBlob({ samples, sampleRate: TRACK_SAMPLE_RATE }));
}

/**
 * Makes the chime (once a page), when the player opens; called again inside the click that
 * begins a session, it lets the element play later without a gesture, as the track's does.
 * Nothing is heard.
 */
export function prepareEndChime(): void {
  if (typeof OfflineAudioContext === 'undefined' || typeof Audio === 'undefined') return;
  if (!element) {
    element = new Audio();
    element.preload = 'auto';
    const audio = element;
    rendering = render(audio).catch(() => {
      rendering = null;
    });
    return;
  }
  if (!element.src) return;
  void element.play().catch(() => undefined);
  element.pause();
}

/** Rings the end of the session (once the chime is made; silently skipped if it could not be). */
export function playEndChime(): void {
  const audio = element;
  if (!audio || !rendering) return;
  void rendering.then(() => {
    audio.currentTime = 0;
    void audio.play().catch(() => undefined);
  });
}
