import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  positionAt,
  scheduleOf,
  type RhythmPhase,
  type TRhythmRamp,
  type TRhythmTiming,
} from '@resona/contract';
import styles from '../rhythms.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches;
}

/** How full the guide is (0.35 empty, 1 full) at a phase and how far into it. */
export function fullness(phase: RhythmPhase, progress: number) {
  const EMPTY = 0.35;
  if (phase === 'inhale') return EMPTY + (1 - EMPTY) * progress;
  if (phase === 'hold-in') return 1;
  if (phase === 'exhale') return 1 - (1 - EMPTY) * progress;
  return EMPTY;
}

const PHASE_TEXT: Record<RhythmPhase, 'inhale' | 'hold' | 'exhale'> = {
  inhale: 'inhale',
  'hold-in': 'hold',
  exhale: 'exhale',
  'hold-out': 'hold',
};

/**
 * A small live preview of the guide: a circle that grows while breathing in, stays through a
 * hold and shrinks while breathing out, at the rhythm's schedule (its ramp too), from the moment
 * the rhythm last changed. Each frame reads `positionAt` of the contract's closed form, so the
 * preview is the same breath the session will be. With reduced motion, only the phase's name.
 */
export function RhythmPreview({
  timing,
  ramp,
}: {
  timing: TRhythmTiming | null;
  ramp: TRhythmRamp | null;
}) {
  const { t } = useTranslation();
  const circle = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<RhythmPhase>('inhale');
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const key = JSON.stringify([timing, ramp]);

  // Keyed by the rhythm's value, not its object: a new object of the same rhythm goes on breathing.
  useEffect(() => {
    const [shown, eased] = JSON.parse(key) as [TRhythmTiming | null, TRhythmRamp | null];
    if (!shown) return;
    const schedule = scheduleOf(shown, eased);
    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const at = positionAt(schedule, (now - start) / 1000);
      setPhase(at.phase);
      if (circle.current && !reduced) {
        circle.current.style.transform = `scale(${fullness(at.phase, at.progress)})`;
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [key, reduced]);

  if (!timing) return <p className={styles.muted}>{t('rhythms.previewNone')}</p>;
  return (
    <div className={styles.preview} data-phase={phase}>
      {reduced ? null : (
        <div className={styles.previewTrack} aria-hidden="true">
          <div ref={circle} className={styles.previewCircle} />
        </div>
      )}
      <p className={styles.previewPhase}>{t(`rhythms.phase.${PHASE_TEXT[phase]}`)}</p>
    </div>
  );
}
