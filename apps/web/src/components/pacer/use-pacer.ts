import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AudioCueScheduler } from './audio-cues.ts';
import { captionOf, sameCaption, vibrationFor } from './caption.ts';
import type { PacerCaption } from './caption.ts';
import { PacerEngine } from './engine.ts';
import type { PhaseState } from './engine.ts';
import { Narrator, isFreshPhase } from './narration.ts';
import type { BreathPattern, Phase } from './pattern.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { ScreenWakeLock } from './wake-lock.ts';

/** Draws one frame; called on every animation frame while playing, and once on each change. */
/**
 * `now` is the engine's clock; `page` is the same instant on the page's clock (performance.now(),
 * the document timeline's origin), which differs when the engine follows the session track.
 */
export type FrameListener = (state: PhaseState, now: number, page: number) => void;

export interface UsePacerOptions {
  pattern: BreathPattern;
  /** Audio tones at phase starts (default true). */
  sound?: boolean;
  /** Master volume 0..1 for the tones. */
  volume?: number;
  /** Vibrate at phase starts where supported (default false). */
  vibration?: boolean;
  /** Spoken cues; only heard if the browser has a voice for `lang`. */
  narration?: { lang: string; texts: Partial<Record<Phase, string>> } | null;
  /** Called once per phase start (not on every frame). */
  onPhaseChange?: (state: PhaseState) => void;
  /**
   * Tones and speech played live by Web Audio and speechSynthesis (default true). The session
   * player turns this off: it plays a rendered track instead (decision 074).
   */
  liveAudio?: boolean;
  /**
   * The clock the engine reads, ms; performance.now() unless the picture follows another
   * clock (the session track's). Read on every frame, so it may be shifted at any time.
   */
  clock?: () => number;
}

export interface PacerController {
  playing: boolean;
  /** Words for the page; changes only with the phase or the pause. */
  caption: PacerCaption;
  reducedMotion: boolean;
  narrationAvailable: boolean;
  vibrationSupported: boolean;
  /** Start or resume. Call from a click: browsers only allow audio after a user gesture. */
  play: () => void;
  pause: () => void;
  toggle: () => void;
  /** Start over from the first inhale, e.g. when calibration moves to another pace. */
  restart: () => void;
  /** Subscribe a drawing function (refs, not state); returns the unsubscribe. */
  subscribe: (listener: FrameListener) => () => void;
  /** Breathing time so far, ms, pauses excluded (for view-duration reports). */
  elapsedMs: () => number;
  /**
   * The engine in use now (restart replaces it): the compositor's animations read whole breaths
   * from it. A controller on a clock of its own (the promo film draws at film time) leaves it
   * out, and the guide is drawn frame by frame from the states it hands its listeners.
   */
  engine?: () => PacerEngine;
}

/** While hidden, rAF stops; this slower beat keeps captions, narration and vibration on time. */
const HEARTBEAT_MS = 250;

const defaultClock = () => performance.now();

function pausedEngine(pattern: BreathPattern, now: number): PacerEngine {
  const engine = new PacerEngine(pattern, now);
  engine.pause(now);
  return engine;
}

export function usePacer(options: UsePacerOptions): PacerController {
  const { pattern, sound = true, volume, vibration = false, liveAudio = true } = options;
  const narration = liveAudio ? (options.narration ?? null) : null;
  const clockRef = useRef(options.clock ?? defaultClock);
  const [initial] = useState(() => pausedEngine(pattern, clockRef.current()));
  const engineRef = useRef(initial);
  const [playing, setPlaying] = useState(false);
  const [caption, setCaption] = useState(() =>
    captionOf(initial.phaseAt(initial.start), initial.start),
  );
  const [voiceFound, setVoiceFound] = useState(false);
  const reducedMotion = useReducedMotion();
  const listeners = useRef(new Set<FrameListener>());
  const lastPhaseKey = useRef('');
  const scheduler = useRef<AudioCueScheduler | null>(null);
  const narrator = useRef<Narrator | null>(null);
  const wakeLock = useRef<ScreenWakeLock | null>(null);
  // Latest option values for callbacks that outlive a render.
  const latest = useRef({ vibration, onPhaseChange: options.onPhaseChange });
  useEffect(() => {
    latest.current = { vibration, onPhaseChange: options.onPhaseChange };
    clockRef.current = options.clock ?? defaultClock;
  });
  const now = useCallback(() => clockRef.current(), []);
  /** How far the engine's clock is ahead of the page's (0 unless it follows the track). */
  const shift = useCallback(() => clockRef.current() - performance.now(), []);

  /** Brings every consumer to one instant (engine clock, page clock): a jump, never a catch-up. */
  const syncs = useRef(0);
  const sync = useCallback((now: number, page: number) => {
    const generation = ++syncs.current;
    const state = engineRef.current.phaseAt(now);
    for (const draw of listeners.current) draw(state, now, page);
    // A listener that moved the pacer (the session's end pauses it on its last breath) has
    // brought everything to that instant itself. This state is from before it: on a late frame it
    // is already the next breath, whose words, voice and pulse must not follow the end.
    if (syncs.current !== generation) return;
    const key = `${state.cycle}:${state.phase}:${state.paused}`;
    if (key === lastPhaseKey.current) return;
    lastPhaseKey.current = key;
    const next = captionOf(state, now);
    setCaption((current) => (sameCaption(current, next) ? current : next));
    if (state.paused) return;
    narrator.current?.onPhase(state, now);
    if (latest.current.vibration && isFreshPhase(state, now) && 'vibrate' in navigator) {
      navigator.vibrate(vibrationFor(state.phase));
    }
    latest.current.onPhaseChange?.(state);
  }, []);

  // Audio and wake lock live as long as the component; the AudioContext itself is only created
  // on the first play, inside the user's click.
  useEffect(() => {
    const audio = liveAudio
      ? new AudioCueScheduler({
          boundaries: (t0, t1) => engineRef.current.boundariesBetween(t0, t1),
        })
      : null;
    const lock = new ScreenWakeLock();
    scheduler.current = audio;
    wakeLock.current = lock;
    return () => {
      void audio?.dispose();
      lock.release();
      scheduler.current = null;
      wakeLock.current = null;
    };
  }, [liveAudio]);

  useEffect(() => {
    scheduler.current?.setMuted(!sound);
  }, [sound]);
  useEffect(() => {
    scheduler.current?.setVolume(volume ?? 0.25);
  }, [volume]);

  const narrationKey = narration ? JSON.stringify(narration) : '';
  const narrationAvailable = narrationKey !== '' && voiceFound;
  useEffect(() => {
    if (!narrationKey) return;
    const config = JSON.parse(narrationKey) as NonNullable<UsePacerOptions['narration']>;
    // The narrator reports its voice through the callback, now or once voices have loaded.
    const speaker = new Narrator({ ...config, onAvailableChange: setVoiceFound });
    narrator.current = speaker;
    return () => {
      speaker.dispose();
      narrator.current = null;
      setVoiceFound(false);
    };
  }, [narrationKey]);

  // A new pace joins at the next cycle boundary (engine re-anchor); tones already queued for
  // after that boundary were planned on the old pace, so they are planned again.
  const patternKey = JSON.stringify(pattern);
  useEffect(() => {
    const next = JSON.parse(patternKey) as BreathPattern;
    engineRef.current.setPattern(next, now());
    scheduler.current?.invalidate();
  }, [patternKey, now]);

  // The frame loop and the heartbeat run only while playing.
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function draw(timestamp) {
      // The frame's own time, on the engine's clock (which may be shifted from the page's).
      sync(timestamp + shift(), timestamp);
      frame = requestAnimationFrame(draw);
    });
    const syncNow = () => {
      const page = performance.now();
      sync(page + shift(), page);
    };
    const beat = setInterval(syncNow, HEARTBEAT_MS);
    const handleVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      // Back from the background: jump to the right phase now and refill the audio queue.
      syncNow();
      scheduler.current?.tick();
      void wakeLock.current?.acquire();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(beat);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [playing, sync, shift]);

  const play = useCallback(() => {
    const t = now();
    engineRef.current.resume(t);
    void scheduler.current?.start();
    void wakeLock.current?.acquire();
    setPlaying(true);
    sync(t, t - shift());
  }, [sync, now, shift]);

  const pause = useCallback(() => {
    const t = now();
    engineRef.current.pause(t);
    scheduler.current?.stop();
    narrator.current?.cancel();
    wakeLock.current?.release();
    setPlaying(false);
    sync(t, t - shift());
  }, [sync, now, shift]);

  const restart = useCallback(() => {
    const t = now();
    const wasPaused = engineRef.current.paused;
    const engine = new PacerEngine(engineRef.current.pattern, t);
    if (wasPaused) engine.pause(t);
    engineRef.current = engine;
    // Cycle numbers start again at 0, so the cue keys already used must be forgotten.
    scheduler.current?.reset();
    narrator.current?.reset();
    lastPhaseKey.current = '';
    sync(t, t - shift());
  }, [sync, now, shift]);

  const subscribe = useCallback(
    (listener: FrameListener) => {
      listeners.current.add(listener);
      const t = now();
      listener(engineRef.current.phaseAt(t), t, t - shift());
      return () => void listeners.current.delete(listener);
    },
    [now, shift],
  );

  const elapsedMs = useCallback(() => engineRef.current.activeTime(now()), [now]);
  const engine = useCallback(() => engineRef.current, []);
  const toggle = useCallback(() => (engineRef.current.paused ? play() : pause()), [play, pause]);
  const vibrationSupported = typeof navigator !== 'undefined' && 'vibrate' in navigator;

  return useMemo(
    () => ({
      playing,
      caption,
      reducedMotion,
      narrationAvailable,
      vibrationSupported,
      play,
      pause,
      toggle,
      restart,
      subscribe,
      elapsedMs,
      engine,
    }),
    [
      playing,
      caption,
      reducedMotion,
      narrationAvailable,
      vibrationSupported,
      play,
      pause,
      toggle,
      restart,
      subscribe,
      elapsedMs,
      engine,
    ],
  );
}
