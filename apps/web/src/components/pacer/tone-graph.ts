import type { Phase } from './pattern.ts';
import { toneFor } from './tone-shape.ts';

/**
 * One cue's tone as Web Audio nodes, on any context: the live AudioContext of the calibration
 * screen and the OfflineAudioContext that renders a session's track play the same graph.
 */
export interface ToneNodes {
  osc: OscillatorNode;
  gain: GainNode;
}

export function scheduleTone(
  ctx: BaseAudioContext,
  destination: AudioNode,
  when: number,
  phase: Phase,
  phaseSec: number,
): ToneNodes {
  const tone = toneFor(phase, phaseSec);
  const end = when + tone.duration;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(tone.fromHz, when);
  osc.frequency.exponentialRampToValueAtTime(tone.toHz, end);
  // Start and end at exactly 0 gain: a waveform cut at non-zero amplitude is heard as a click.
  gain.gain.setValueAtTime(0, when);
  gain.gain.linearRampToValueAtTime(tone.peak, when + tone.attack);
  gain.gain.linearRampToValueAtTime(tone.peak * 0.6, when + tone.duration / 2);
  gain.gain.linearRampToValueAtTime(0, end);
  osc.connect(gain).connect(destination);
  osc.start(when);
  osc.stop(end + 0.02);
  return { osc, gain };
}
