import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import {
  UNLIMITED_DURATION,
  type TBreathedRhythm,
  type TExercise,
  type TSessionLength,
} from '@resona/contract';
import { breathClock } from '../../../components/pacer/breath-clock.ts';
import type { PacerController } from '../../../components/pacer/index.ts';
import { samePattern, type BreathPattern } from '../../../components/pacer/pattern.ts';
import { breathsBefore } from '../../../components/pacer/track-plan.ts';
import { END_VIBRATION } from '../../../components/pacer/caption.ts';
import { playEndChime, prepareEndChime } from '../../../components/pacer/end-chime.ts';
import type { TrackPlayer } from '../../../components/pacer/track-player.ts';
import { updateCurrentSession } from '../../../lib/current-session.ts';
import { parseHms } from '../lib/duration-format.ts';
import { afterRound, roundSeconds } from './playback.ts';
import { ownPattern, sessionPattern } from './session-pattern.ts';
import { roundEndTime, roundOver } from './session-end.ts';
import { useLeadIn, type LeadInStage } from './use-lead-in.ts';
import type { ViewTracking } from './use-view-tracking.ts';

export type Stage = 'ready' | LeadInStage | 'playing';

export const AFTER_RATING = '/Home/new-after-rating';

export const roundMsOf = (exercise: TExercise) =>
  roundSeconds(parseHms(exercise.exercise_duration), exercise.duration_minutes) * 1000;

interface RoundsInput {
  exercises: readonly TExercise[];
  index: number;
  setIndex: Dispatch<SetStateAction<number>>;
  loop: boolean;
  /** The exercise playing now (the server's copy once it is in). */
  exercise: TExercise;
  isVideo: boolean;
  vibration: boolean;
  bpm: number;
  pacer: PacerController;
  tracking: ViewTracking;
  player: TrackPlayer | null;
  stage: Stage;
  setStage: (stage: Stage) => void;
  /** The 3-2-1 before the first breath is on. */
  countdown: boolean;
  /** The session has sound: its end rings. */
  sound: boolean;
  /** Where the current pattern's track began on the session's clock (its own track's 0). */
  trackStartMs: () => number;
  setTrackStart: (ms: number) => void;
  /** The person's own rhythm for the whole session, or null for each exercise's own pace. */
  rhythm: TBreathedRhythm | null;
  /** A number of breaths, or open until the person stops; null: each exercise's own time. */
  length: TSessionLength | null;
}

/**
 * A session's rounds (spec §4 Playback): Begin and the intro's countdown, then each round ended
 * on a completed breath (session-end.ts), followed by the next exercise, a repeat when looping,
 * or the end of the session.
 */
export function useRounds({
  exercises,
  index,
  setIndex,
  loop,
  exercise,
  isVideo,
  vibration,
  bpm,
  pacer,
  tracking,
  player,
  stage,
  setStage,
  countdown,
  sound,
  trackStartMs,
  setTrackStart,
  rhythm,
  length,
}: RoundsInput) {
  const patternOf = useCallback(
    (ex: TExercise) => sessionPattern(ownPattern(ex), rhythm),
    [rhythm],
  );
  // Breaths taken before the current pattern began (at trackStart): a session counted in
  // breaths counts on across a change of pace.
  const breathsTaken = useRef(0);
  const counted = length?.kind === 'breaths' ? length.breaths : null;
  /** When the session's last breath ends, on the pacer's active clock; Infinity if uncounted. */
  const breathsEnd = useCallback(
    (pattern: BreathPattern) =>
      counted === null
        ? Number.POSITIVE_INFINITY
        : trackStartMs() +
          breathClock(pattern).startOf(Math.max(0, counted - breathsTaken.current)),
    [counted, trackStartMs],
  );
  /** A round ends on a whole breath after its time, or sooner on the session's last breath. */
  const roundEnd = useCallback(
    (ex: TExercise, start: number) =>
      Math.min(
        roundEndTime(patternOf(ex), start, roundMsOf(ex), trackStartMs()),
        breathsEnd(patternOf(ex)),
      ),
    [patternOf, trackStartMs, breathsEnd],
  );
  /** Breaths still to come in a session counted in breaths (the one under way among them). */
  const breathsLeft = useCallback(
    (elapsed: number) => {
      if (counted === null) return null;
      const clock = breathClock(patternOf(exercise));
      const done = breathsTaken.current + clock.breathAt(elapsed - trackStartMs());
      return Math.max(0, counted - done);
    },
    [counted, patternOf, exercise, trackStartMs],
  );
  const navigate = useNavigate();
  const { elapsedMs } = pacer;
  const videoRef = useRef<HTMLVideoElement>(null);
  // The round in progress, on the pacer's active clock (ms, pauses excluded).
  const round = useRef({ start: 0, end: Number.POSITIVE_INFINITY });
  const ending = useRef(false);

  const [roundCount, setRoundCount] = useState(0);

  const startBreathing = useCallback(
    (ex: TExercise) => {
      pacer.restart();
      pacer.play();
      setTrackStart(0);
      breathsTaken.current = 0;
      round.current = { start: 0, end: roundEnd(ex, 0) };
      ending.current = false;
      setStage('playing');
    },
    [pacer, setStage, roundEnd, setTrackStart],
  );

  const handleRoundEnd = useCallback(() => {
    // Counted in breaths or open-ended, the exercises go round until the person or the count
    // stops them.
    const items = exercises.map((e) => ({
      exerciseID: e.exerciseID,
      durationMinutes: length === null ? e.duration_minutes : UNLIMITED_DURATION,
    }));
    const lastBreath = round.current.end >= breathsEnd(patternOf(exercise)) - 1e-6;
    const decision = lastBreath ? ({ kind: 'finish' } as const) : afterRound(items, index, loop);
    tracking.report();
    if (decision.kind === 'finish') {
      pacer.pause();
      // A distinct end (issue 30): the chime and three long pulses, then "Session complete".
      if (sound) playEndChime();
      if (vibration && 'vibrate' in navigator) navigator.vibrate(END_VIBRATION);
      tracking.pause();
      void navigate(AFTER_RATING);
      return;
    }
    const nextIndex = decision.kind === 'next' ? decision.index : index;
    const next = exercises[nextIndex] ?? exercise;
    if (decision.kind === 'next') {
      setIndex(nextIndex);
      updateCurrentSession((s) => ({ ...s, index: nextIndex }));
      tracking.begin(next, patternOf(next).bpm);
    }
    if (next.exercise_video) {
      // A video plays on its own clock; a new source starts by itself (autoPlay).
      pacer.pause();
      if (decision.kind === 'repeat' && videoRef.current) {
        videoRef.current.currentTime = 0;
        void videoRef.current.play().catch(() => undefined);
      }
      ending.current = false;
      return;
    }
    if (isVideo) {
      startBreathing(next);
      return;
    }
    // Breathing carries on without a gap: the next round starts on the boundary that ended this
    // one, at the next exercise's pace (the pacer switches pace on that same boundary). Another
    // pace gets its own track, from its first breath; the same pace (a repeat, or the person's
    // own rhythm for every exercise) goes on in its breaths and its track.
    const start = round.current.end;
    if (!samePattern(patternOf(next), patternOf(exercise))) {
      breathsTaken.current += breathsBefore(
        breathClock(patternOf(exercise)),
        start - trackStartMs(),
      );
      setTrackStart(start);
    }
    round.current = { start, end: roundEnd(next, start) };
    setRoundCount((n) => n + 1);
    ending.current = false;
  }, [
    exercises,
    index,
    loop,
    tracking,
    pacer,
    navigate,
    exercise,
    isVideo,
    startBreathing,
    vibration,
    setIndex,
    patternOf,
    setTrackStart,
    trackStartMs,
    length,
    breathsEnd,
    roundEnd,
    sound,
  ]);

  // Ends each round on a completed breath (session-end.ts), checked on every frame/heartbeat.
  const onRoundEnd = useRef(handleRoundEnd);
  useEffect(() => {
    onRoundEnd.current = handleRoundEnd;
  });
  const { subscribe } = pacer;
  useEffect(() => {
    if (stage !== 'playing' || isVideo) return;
    return subscribe(() => {
      player?.follow();
      if (ending.current || !roundOver(elapsedMs(), round.current.end)) return;
      ending.current = true;
      onRoundEnd.current();
    });
  }, [stage, isVideo, subscribe, elapsedMs, player]);

  // The end's chime is made while the person gets ready.
  useEffect(() => prepareEndChime(), []);

  // The intro and the countdown, then breathing (Skip intro goes to the countdown now).
  const breathe = useCallback(() => startBreathing(exercise), [startBreathing, exercise]);
  const leadIn = useLeadIn({ stage, setStage, countdown, vibration, breathe });

  const handleBegin = () => {
    tracking.begin(exercise, bpm);
    if (isVideo) {
      setStage('playing');
      void videoRef.current?.play().catch(() => undefined);
      return;
    }
    // Inside the click, so the browser lets the track and the end's chime play later.
    player?.unlock();
    prepareEndChime();
    leadIn.begin(parseHms(exercise.intro_duration) * 1000);
  };
  return {
    round,
    roundCount,
    onRoundEnd,
    handleBegin,
    videoRef,
    breathsLeft,
    leadInLeft: leadIn.left,
    skipIntro: leadIn.skipIntro,
  };
}
