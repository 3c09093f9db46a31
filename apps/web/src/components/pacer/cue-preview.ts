import type { Phase } from './pattern.ts';
import { scheduleCue } from './tone-graph.ts';
import type { CueSound } from './tone-shape.ts';

/** Between one phase's cue and the next in a preview: long enough to hear each ring out. */
const PREVIEW_GAP_S = 1.6;
/** The phase length each cue is shaped for in a preview (a usual slow breath's). */
const PREVIEW_PHASE_S = 4;

let context: AudioContext | null = null;

/**
 * Plays the cue of each phase of one breath, close together, so a person hears what a choice
 * sounds like before the session starts (issue 30). From a click: browsers allow sound then.
 * Returns how long it lasts, in seconds.
 */
export function previewCues(sound: CueSound, phases: readonly Phase[]): number {
  if (sound === 'none' || typeof AudioContext === 'undefined') return 0;
  context ??= new AudioContext();
  void context.resume();
  const master = context.createGain();
  master.gain.value = 0.25;
  master.connect(context.destination);
  const start = context.currentTime + 0.05;
  phases.forEach((phase, i) => {
    scheduleCue(context!, master, sound, start + i * PREVIEW_GAP_S, phase, PREVIEW_PHASE_S);
  });
  return phases.length * PREVIEW_GAP_S;
}
