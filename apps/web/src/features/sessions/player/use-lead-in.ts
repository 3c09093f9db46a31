import { useCallback, useEffect, useRef, useState } from 'react';

/** The 3-2-1 before the first breath (issue 30). */
export const COUNTDOWN_SECONDS = 3;
/** A short tick on each number of the countdown, where the device vibrates and it is switched on. */
const COUNTDOWN_VIBRATION = [30];

export type LeadInStage = 'intro' | 'countdown';

/**
 * What comes before the first breath: the exercise's intro (its goal, "Breathing starts in …",
 * Skip intro), then the 3-2-1 countdown unless the person switched it off, then breathing.
 * Timed on the page's clock, read a few times a second; `left` is the whole seconds shown.
 */
export function useLeadIn({
  stage,
  setStage,
  countdown,
  vibration,
  breathe,
}: {
  stage: string;
  setStage: (stage: LeadInStage) => void;
  countdown: boolean;
  vibration: boolean;
  /** Starts breathing. */
  breathe: () => void;
}) {
  const [left, setLeft] = useState(0);
  const end = useRef(0);
  const shown = useRef(0);

  const show = useCallback(
    (seconds: number, tick: boolean) => {
      if (seconds === shown.current) return;
      shown.current = seconds;
      setLeft(seconds);
      if (tick && vibration && 'vibrate' in navigator) navigator.vibrate(COUNTDOWN_VIBRATION);
    },
    [vibration],
  );

  /** After the intro (or at once without one): the countdown, or breathing. */
  const afterIntro = useCallback(() => {
    if (!countdown) return breathe();
    end.current = performance.now() + COUNTDOWN_SECONDS * 1000;
    shown.current = 0;
    show(COUNTDOWN_SECONDS, true);
    setStage('countdown');
  }, [countdown, breathe, show, setStage]);

  const begin = useCallback(
    (introMs: number) => {
      if (introMs <= 0) return afterIntro();
      end.current = performance.now() + introMs;
      shown.current = 0;
      show(Math.ceil(introMs / 1000), false);
      setStage('intro');
    },
    [afterIntro, show, setStage],
  );

  useEffect(() => {
    if (stage !== 'intro' && stage !== 'countdown') return;
    const tick = () => {
      const ms = end.current - performance.now();
      if (ms > 0) return show(Math.ceil(ms / 1000), stage === 'countdown');
      if (stage === 'intro') afterIntro();
      else breathe();
    };
    const timer = window.setInterval(tick, 100);
    return () => window.clearInterval(timer);
  }, [stage, show, afterIntro, breathe]);

  return { left, begin, skipIntro: afterIntro };
}
