import type { Phase } from './pattern.ts';
import { BELL_ATTACK, BELL_PARTIALS, bellFor, toneFor, type CueSound } from './tone-shape.ts';

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

/** One strike of the soft bell: its partials, each falling exponentially from a 5 ms attack. */
export function scheduleBell(
  ctx: BaseAudioContext,
  destination: AudioNode,
  when: number,
  phase: Phase,
  phaseSec: number,
): void {
  const bell = bellFor(phase, phaseSec);
  const end = when + bell.ring;
  for (const [ratio, share] of BELL_PARTIALS) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = bell.hz * ratio;
    gain.gain.setValueAtTime(0, when);
    gain.gain.linearRampToValueAtTime(bell.peak * share, when + BELL_ATTACK);
    // Higher partials die away sooner, as a struck bell's do.
    gain.gain.exponentialRampToValueAtTime(bell.peak * share * 1e-3, when + bell.ring / ratio);
    gain.gain.linearRampToValueAtTime(0, end);
    osc.connect(gain).connect(destination);
    osc.start(when);
    osc.stop(end + 0.02);
  }
}

/** A phase's cue in the sound a person chose; nothing for 'none'. */
export function scheduleCue(
  ctx: BaseAudioContext,
  destination: AudioNode,
  sound: CueSound,
  when: number,
  phase: Phase,
  phaseSec: number,
): void {
  if (sound === 'tones') scheduleTone(ctx, destination, when, phase, phaseSec);
  else if (sound === 'bell') scheduleBell(ctx, destination, when, phase, phaseSec);
}
