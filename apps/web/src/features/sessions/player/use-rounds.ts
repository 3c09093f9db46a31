import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import type { TBreathedRhythm, TExercise } from '@resona/contract';
import type { PacerController } from '../../../components/pacer/index.ts';
import { samePattern } from '../../../components/pacer/pattern.ts';
import { END_VIBRATION } from '../../../components/pacer/caption.ts';
import type { TrackPlayer } from '../../../components/pacer/track-player.ts';
import { updateCurrentSession } from '../../../lib/current-session.ts';
import { parseHms } from '../lib/duration-format.ts';
import { afterRound, roundSeconds } from './playback.ts';
import { ownPattern, sessionPattern } from './session-pattern.ts';
import { roundEndTime, roundOver } from './session-end.ts';
import type { ViewTracking } from './use-view-tracking.ts';

export type Stage = 'ready' | 'intro' | 'playing';

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
  setIntroLeft: (seconds: number) => void;
  /** Where the current pattern's track began on the session's clock (its own track's 0). */
  trackStart: RefObject<number>;
  setTrackStart: (ms: number) => void;
  /** The person's own rhythm for the whole session, or null for each exercise's own pace. */
  rhythm: TBreathedRhythm | null;
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
  setIntroLeft,
  trackStart,
  setTrackStart,
  rhythm,
}: RoundsInput) {
  const patternOf = useCallback(
    (ex: TExercise) => sessionPattern(ownPattern(ex), rhythm),
    [rhythm],
  );
  const navigate = useNavigate();
  const { elapsedMs } = pacer;
  const videoRef = useRef<HTMLVideoElement>(null);
  // The round in progress, on the pacer's active clock (ms, pauses excluded).
  const round = useRef({ start: 0, end: Number.POSITIVE_INFINITY });
  const ending = useRef(false);
  const introEnd = useRef(0);

  const [roundCount, setRoundCount] = useState(0);

  const startBreathing = useCallback(
    (ex: TExercise) => {
      pacer.restart();
      pacer.play();
      setTrackStart(0);
      round.current = { start: 0, end: roundEndTime(patternOf(ex), 0, roundMsOf(ex)) };
      ending.current = false;
      setStage('playing');
    },
    [pacer, setStage, patternOf, setTrackStart],
  );

  const handleRoundEnd = useCallback(() => {
    const items = exercises.map((e) => ({
      exerciseID: e.exerciseID,
      durationMinutes: e.duration_minutes,
    }));
    const decision = afterRound(items, index, loop);
    tracking.report();
    if (decision.kind === 'finish') {
      pacer.pause();
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
    if (!samePattern(patternOf(next), patternOf(exercise))) setTrackStart(start);
    round.current = {
      start,
      end: roundEndTime(patternOf(next), start, roundMsOf(next), trackStart.current),
    };
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
    trackStart,
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

  // The intro counts down, then breathing starts (or Skip intro starts it now).
  useEffect(() => {
    if (stage !== 'intro') return;
    const tick = () => {
      const left = introEnd.current - performance.now();
      if (left <= 0) startBreathing(exercise);
      else setIntroLeft(Math.ceil(left / 1000));
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [stage, startBreathing, exercise, setIntroLeft]);

  const handleBegin = () => {
    tracking.begin(exercise, bpm);
    if (isVideo) {
      setStage('playing');
      void videoRef.current?.play().catch(() => undefined);
      return;
    }
    // Inside the click, so the browser lets the track play later.
    player?.unlock();
    const introMs = parseHms(exercise.intro_duration) * 1000;
    if (introMs <= 0) return startBreathing(exercise);
    introEnd.current = performance.now() + introMs;
    setIntroLeft(Math.ceil(introMs / 1000));
    setStage('intro');
  };
  return { round, roundCount, startBreathing, onRoundEnd, handleBegin, videoRef };
}
