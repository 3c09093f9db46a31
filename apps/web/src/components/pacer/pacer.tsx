import { useCallback, useEffect, useId, useRef } from 'react';
import type { CSSProperties } from 'react';
import type { PhaseState } from './engine.ts';
import { secondsLeft } from './caption.ts';
import {
  CENTER,
  RING_RADIUS,
  VIEW,
  guideBox,
  guideScale,
  orbRadius,
  wavePath,
} from './guide-geometry.ts';
import type { Phase } from './pattern.ts';
import { ProgressRing, drawRing } from './progress-ring.tsx';
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
 * The breathing guide, drawn live from the engine: the shape grows and shrinks with the breath,
 * a ring fills through each phase. Frames write through refs (transforms for the orb, the square
 * and the ring, the path of the wave); React renders only when the caption changes. With reduced
 * motion nothing scales: a bar fills and colours change.
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
  // The orb or square (a composited <div>), or the wave (an SVG <path>).
  const shapeRef = useRef<HTMLDivElement | SVGPathElement | null>(null);
  const setShape = useCallback((el: HTMLDivElement | SVGPathElement | null) => {
    shapeRef.current = el;
  }, []);
  // useId's punctuation is not safe inside url(#…); letters and digits keep it unique.
  const clipId = `pacer-clip-${useId().replace(/[^\w-]/g, '')}`;
  const ringRightRef = useRef<HTMLDivElement>(null);
  const ringLeftRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLSpanElement>(null);
  const { subscribe } = pacer;
  const { shape } = theme;

  useEffect(() => {
    let shownSeconds = -1;
    return subscribe((state: PhaseState, now: number) => {
      drawGuide(shapeRef.current, shape, reduced, state, now);
      if (!reduced) drawRing(ringRightRef.current, ringLeftRef.current, state.progress);
      if (barRef.current) barRef.current.style.inlineSize = `${(state.progress * 100).toFixed(2)}%`;
      // Text nodes change once a second, not once a frame.
      const seconds = secondsLeft(state, now);
      if (countRef.current && seconds !== shownSeconds) {
        shownSeconds = seconds;
        countRef.current.textContent = String(seconds);
      }
    });
  }, [subscribe, shape, reduced]);

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
            {shape === 'wave' && <Wave shapeRef={setShape} clipId={clipId} />}
          </svg>
          <ProgressRing rightRef={ringRightRef} leftRef={ringLeftRef} />
          {shape !== 'wave' && <ScaledGuide shape={shape} shapeRef={setShape} />}
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

/** Transform only: the full-size shape is rastered once and the compositor scales it. */
const guideTransform = (breath: number) => `scale(${guideScale(breath).toFixed(4)})`;

function ScaledGuide({
  shape,
  shapeRef,
}: {
  shape: 'circle' | 'square';
  shapeRef: (el: HTMLDivElement | null) => void;
}) {
  const { insetPct, cornerPct } = guideBox(shape);
  // Static props: React never rewrites `transform` after mount, the frames own it.
  const style = {
    inset: `${insetPct}%`,
    borderRadius: `${cornerPct}%`,
    transform: guideTransform(0),
  };
  return <div ref={shapeRef} className={styles.scaled} style={style} />;
}

interface WaveProps {
  shapeRef: (el: SVGPathElement | null) => void;
  /** Unique per pacer, so two guides on one page never share a clip path. */
  clipId: string;
}

/** The wave's surface moves sideways as well as up, so it stays a path redrawn each frame. */
function Wave({ shapeRef, clipId }: WaveProps) {
  return (
    <>
      <clipPath id={clipId}>
        <circle cx={CENTER} cy={CENTER} r={orbRadius(1)} />
      </clipPath>
      <circle className={styles.waveBowl} cx={CENTER} cy={CENTER} r={orbRadius(1)} />
      <path
        ref={shapeRef}
        className={styles.guide}
        clipPath={`url(#${clipId})`}
        d={wavePath(0, 0)}
      />
    </>
  );
}

/** Copies the breath into the shape; reduced motion draws no shape at all. */
function drawGuide(
  el: HTMLElement | SVGElement | null,
  shape: PacerTheme['shape'],
  reduced: boolean,
  state: PhaseState,
  now: number,
): void {
  if (!el || reduced) return;
  switch (shape) {
    case 'circle':
    case 'square':
      el.style.transform = guideTransform(state.breath);
      return;
    case 'wave':
      // The surface drifts one wavelength per 8 s of wall time; frozen while paused.
      el.setAttribute('d', wavePath(state.breath, state.paused ? 0 : (now / 8000) * 2 * Math.PI));
      return;
  }
}
