import { useEffect, useRef } from 'react';
import type { CSSProperties, RefObject } from 'react';
import type { PacerEngine, PhaseState } from './engine.ts';
import { secondsLeft } from './caption.ts';
import { GuideAnimator, drawLayers } from './guide-animation.ts';
import type { GuideLayers } from './guide-animation.ts';
import {
  CENTER,
  RING_RADIUS,
  VIEW,
  guideBox,
  guideScale,
  orbRadius,
  waveDriftTransform,
  waveLevelTransform,
  waveSurface,
} from './guide-geometry.ts';
import type { Phase } from './pattern.ts';
import { ProgressRing } from './progress-ring.tsx';
import { DEFAULT_PACER_THEME } from './themes.ts';
import type { PacerTheme } from './themes.ts';
import type { PacerController } from './use-pacer.ts';
import styles from './pacer.module.css';

/** Translated words; the pacer imports no i18n so calibration and the player can share it. */
export interface PacerLabels {
  inhale: string;
  exhale: string;
  /** Used for both holds unless holdIn / holdOut are given. */
  hold?: string;
  holdIn?: string;
  holdOut?: string;
  /** Shown instead of the phase while paused. */
  paused?: string;
}

export interface PacerProps {
  pacer: PacerController;
  labels: PacerLabels;
  theme?: PacerTheme;
  /** Force a rendering; by default it follows prefers-reduced-motion. */
  motion?: 'auto' | 'full' | 'reduced';
  /** Show the seconds left in the phase (default true). */
  countdown?: boolean;
  className?: string;
}

function labelFor(phase: Phase, labels: PacerLabels): string {
  switch (phase) {
    case 'inhale':
      return labels.inhale;
    case 'exhale':
      return labels.exhale;
    case 'hold-in':
      return labels.holdIn ?? labels.hold ?? labels.inhale;
    case 'hold-out':
      return labels.holdOut ?? labels.hold ?? labels.exhale;
  }
}

/**
 * The breathing guide: the shape grows and shrinks with the breath, a ring fills through each
 * phase. The moving layers are Web Animations of one breath that the compositor plays on the
 * engine's time (guide-animation.ts), so they keep moving while the main thread is busy; each
 * frame only checks them against the engine. Text (caption, seconds) is written from the frames;
 * React renders only when the caption changes. With reduced motion nothing scales: a bar fills
 * and colours change.
 */
export function Pacer({
  pacer,
  labels,
  theme = DEFAULT_PACER_THEME,
  motion = 'auto',
  countdown = true,
  className,
}: PacerProps) {
  const reduced = motion === 'reduced' || (motion === 'auto' && pacer.reducedMotion);
  const scaledRef = useRef<HTMLDivElement>(null);
  const waveLevelRef = useRef<HTMLDivElement>(null);
  const waveSurfaceRef = useRef<HTMLDivElement>(null);
  const ringRightRef = useRef<HTMLDivElement>(null);
  const ringLeftRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLSpanElement>(null);
  const { subscribe } = pacer;
  // A controller on a clock of its own (the promo film) has no engine: drawn frame by frame.
  const engine = pacer.engine ?? FRAME_BY_FRAME;
  const { shape } = theme;

  useEffect(() => {
    const layers: GuideLayers = {
      scaled: scaledRef.current,
      waveLevel: waveLevelRef.current,
      waveSurface: waveSurfaceRef.current,
      ringRight: ringRightRef.current,
      ringLeft: ringLeftRef.current,
    };
    const animator =
      !reduced && engine !== FRAME_BY_FRAME && GuideAnimator.supported()
        ? new GuideAnimator(layers)
        : null;
    let shownSeconds = -1;
    const unsubscribe = subscribe((state: PhaseState, now: number, page: number) => {
      if (animator) animator.sync(engine(), state, now, page);
      else if (!reduced) drawLayers(layers, state, now);
      if (barRef.current) barRef.current.style.inlineSize = `${(state.progress * 100).toFixed(2)}%`;
      // Text nodes change once a second, not once a frame.
      const seconds = secondsLeft(state, now);
      if (countRef.current && seconds !== shownSeconds) {
        shownSeconds = seconds;
        countRef.current.textContent = String(seconds);
      }
    });
    return () => {
      unsubscribe();
      animator?.dispose();
    };
  }, [subscribe, engine, shape, reduced]);

  const { caption } = pacer;
  const phaseLabel = labelFor(caption.phase, labels);
  const palette = theme.palette;
  const vars = {
    '--pacer-bg': palette.background,
    '--pacer-guide': palette.guide,
    '--pacer-accent': palette.accent,
    '--pacer-text': palette.text ?? 'var(--color-text)',
  } as CSSProperties;

  return (
    <figure
      className={[styles.pacer, className].filter(Boolean).join(' ')}
      style={vars}
      data-phase={caption.phase}
      data-shape={shape}
      data-motion={reduced ? 'reduced' : 'full'}
      data-paused={caption.paused || undefined}
    >
      {reduced ? (
        <div className={styles.still} aria-hidden="true">
          <div className={styles.swatch} />
          <div className={styles.track}>
            <div ref={barRef} className={styles.fill} />
          </div>
        </div>
      ) : (
        <div className={styles.stage} aria-hidden="true">
          <svg className={styles.svg} viewBox={`0 0 ${VIEW} ${VIEW}`}>
            <circle className={styles.ringTrack} cx={CENTER} cy={CENTER} r={RING_RADIUS} />
            {shape === 'wave' && (
              <circle className={styles.waveBowl} cx={CENTER} cy={CENTER} r={orbRadius(1)} />
            )}
          </svg>
          {shape === 'wave' && <Wave levelRef={waveLevelRef} surfaceRef={waveSurfaceRef} />}
          <ProgressRing rightRef={ringRightRef} leftRef={ringLeftRef} />
          {shape !== 'wave' && <ScaledGuide shape={shape} shapeRef={scaledRef} />}
        </div>
      )}
      <figcaption className={styles.caption}>
        <span aria-live="polite" aria-atomic="true">
          {caption.paused && labels.paused ? labels.paused : phaseLabel}
        </span>
        {countdown && (
          <span ref={countRef} className={styles.count} aria-hidden="true">
            {caption.secondsLeft}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** Stands for "no engine": never called, the guide is then drawn from each frame's state. */
const FRAME_BY_FRAME = (): PacerEngine => {
  throw new Error('This guide is drawn frame by frame');
};

/** Transform only: the full-size shape is rastered once and the compositor scales it. */
function ScaledGuide({
  shape,
  shapeRef,
}: {
  shape: 'circle' | 'square';
  shapeRef: RefObject<HTMLDivElement | null>;
}) {
  const { insetPct, cornerPct } = guideBox(shape);
  // Static props: React never rewrites `transform` after mount, the animations own it.
  const style = {
    inset: `${insetPct}%`,
    borderRadius: `${cornerPct}%`,
    transform: `scale(${guideScale(0)})`,
  };
  return <div ref={shapeRef} className={styles.scaled} style={style} />;
}

const SURFACE = waveSurface();

/**
 * The wave inside its round bowl: a level layer that rises with the breath and, inside it, a
 * surface two wavelengths wide that slides sideways; both only move (guide-geometry.ts).
 */
function Wave({
  levelRef,
  surfaceRef,
}: {
  levelRef: RefObject<HTMLDivElement | null>;
  surfaceRef: RefObject<HTMLDivElement | null>;
}) {
  // Static props, as for the scaled guide.
  return (
    <div className={styles.waveClip} style={{ inset: `${guideBox('circle').insetPct}%` }}>
      <div ref={levelRef} className={styles.waveLevel} style={{ transform: waveLevelTransform(0) }}>
        <div
          ref={surfaceRef}
          className={styles.waveSurface}
          style={{ height: `${SURFACE.heightPct}%`, transform: waveDriftTransform(0) }}
        >
          <svg viewBox={SURFACE.viewBox} preserveAspectRatio="none">
            <path className={styles.guide} d={SURFACE.path} />
          </svg>
        </div>
      </div>
    </div>
  );
}
