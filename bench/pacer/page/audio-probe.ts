import type { ClockSamples, CueRecord } from '../recording.ts';

/**
 * Observes every tone the pacer hands to Web Audio by wrapping OscillatorNode.start/stop and
 * remembering the last AudioParam.setValueAtTime value (the tone's start frequency) and
 * exponentialRampToValueAtTime value (the frequency it glides to). Installed
 * before the pacer creates its AudioContext; the pacer code itself is untouched.
 */

const cues: CueRecord[] = [];
const clocks: ClockSamples = { perfNow: [], stampCtx: [], stampPerf: [] };
const byNode = new WeakMap<OscillatorNode, CueRecord>();
const lastSet = new WeakMap<AudioParam, number>();
const lastRamp = new WeakMap<AudioParam, number>();
let context: AudioContext | null = null;
let recording = false;

export function installAudioProbe(): void {
  const setValueAtTime = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (this: AudioParam, value, startTime) {
    lastSet.set(this, value);
    return setValueAtTime.call(this, value, startTime);
  };
  // The frequency a tone glides to: an inhale rises, an exhale falls, a hold stays put.
  const exponentialRamp = AudioParam.prototype.exponentialRampToValueAtTime;
  AudioParam.prototype.exponentialRampToValueAtTime = function (this: AudioParam, value, endTime) {
    lastRamp.set(this, value);
    return exponentialRamp.call(this, value, endTime);
  };

  const start = AudioScheduledSourceNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, when = 0) {
    const ctx = this.context as AudioContext;
    context = ctx;
    if (recording) {
      // One reading of both clocks at the call, to map `when` back to performance.now() time.
      const stamp = ctx.getOutputTimestamp();
      const record: CueRecord = {
        when,
        hz: lastSet.get(this.frequency) ?? this.frequency.value,
        toHz: lastRamp.get(this.frequency) ?? null,
        perfNow: performance.now(),
        ctxTime: ctx.currentTime,
        stampCtx: stamp.contextTime ?? 0,
        stampPerf: stamp.performanceTime ?? 0,
        latency: (ctx.baseLatency || 0) + (ctx.outputLatency || 0),
        stopAt: null,
      };
      cues.push(record);
      byNode.set(this, record);
    }
    start.call(this, when);
  };

  const stop = AudioScheduledSourceNode.prototype.stop;
  OscillatorNode.prototype.stop = function (this: OscillatorNode, when = 0) {
    stop.call(this, when);
    const record = byNode.get(this);
    if (record) record.stopAt = when;
  };
}

export function startAudioRecording(): void {
  cues.length = 0;
  for (const list of Object.values(clocks)) list.length = 0;
  recording = true;
}

/**
 * One reading of the output timestamp, called every animation frame: the analysis maps each tone
 * through the clocks as they stood when it played, not only as they stood when it was queued.
 */
export function sampleClocks(): void {
  if (!recording || context?.state !== 'running') return;
  const stamp = context.getOutputTimestamp();
  if (!stamp.contextTime || !stamp.performanceTime) return;
  clocks.perfNow.push(performance.now());
  clocks.stampCtx.push(stamp.contextTime);
  clocks.stampPerf.push(stamp.performanceTime);
}

export function stopAudioRecording() {
  recording = false;
  const ctx = context;
  return {
    cues: cues.splice(0),
    clocks: {
      perfNow: clocks.perfNow.splice(0),
      stampCtx: clocks.stampCtx.splice(0),
      stampPerf: clocks.stampPerf.splice(0),
    },
    audio: ctx
      ? {
          state: ctx.state,
          sampleRate: ctx.sampleRate,
          baseLatency: ctx.baseLatency || 0,
          outputLatency: ctx.outputLatency || 0,
        }
      : null,
  };
}
