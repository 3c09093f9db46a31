import { useCallback, useEffect, useId, useRef } from 'react';
import type { CSSProperties } from 'react';
import type { PhaseState } from './engine.ts';
import { secondsLeft } from './caption.ts';
import {
  CENTER,
  RING_LENGTH,
  RING_RADIUS,
  VIEW,
  orbRadius,
  ringOffset,
  squareRect,
  wavePath,
} from './guide-geometry.ts';
import type { Phase } from './pattern.ts';
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
 * a ring fills through each phase. Frames write SVG attributes through refs; React renders only
 * when the caption changes. With reduced motion nothing scales: a bar fills and colours change.
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
  const shapeRef = useRef<SVGGeometryElement | null>(null);
  // One callback ref fits <circle>, <rect> and <path>: all are SVGGeometryElements.
  const setShape = useCallback((el: SVGGeometryElement | null) => {
    shapeRef.current = el;
  }, []);
  // useId's punctuation is not safe inside url(#…); letters and digits keep it unique.
  const clipId = `pacer-clip-${useId().replace(/[^\w-]/g, '')}`;
  const ringRef = useRef<SVGCircleElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLSpanElement>(null);
  const { subscribe } = pacer;
  const { shape } = theme;

  useEffect(() => {
    let shownSeconds = -1;
    return subscribe((state: PhaseState, now: number) => {
      drawGuide(shapeRef.current, shape, reduced, state, now);
      ringRef.current?.setAttribute('stroke-dashoffset', ringOffset(state.progress).toFixed(2));
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
        <svg className={styles.svg} viewBox={`0 0 ${VIEW} ${VIEW}`} aria-hidden="true">
          <circle className={styles.ringTrack} cx={CENTER} cy={CENTER} r={RING_RADIUS} />
          <circle
            ref={ringRef}
            className={styles.ring}
            cx={CENTER}
            cy={CENTER}
            r={RING_RADIUS}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH}
            transform={`rotate(-90 ${CENTER} ${CENTER})`}
          />
          <GuideShape shape={shape} shapeRef={setShape} clipId={clipId} />
        </svg>
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

interface GuideShapeProps {
  shape: PacerTheme['shape'];
  shapeRef: (el: SVGGeometryElement | null) => void;
  /** Unique per pacer, so two guides on one page never share a clip path. */
  clipId: string;
}

function GuideShape({ shape, shapeRef, clipId }: GuideShapeProps) {
  const rest = squareRect(0);
  switch (shape) {
    case 'circle':
      return (
        <circle ref={shapeRef} className={styles.guide} cx={CENTER} cy={CENTER} r={orbRadius(0)} />
      );
    case 'square':
      return (
        <rect
          ref={shapeRef}
          className={styles.guide}
          x={rest.x}
          y={rest.x}
          width={rest.size}
          height={rest.size}
          rx={rest.corner}
        />
      );
    case 'wave':
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
}

/** Copies the breath into the shape's attributes; reduced motion draws no shape at all. */
function drawGuide(
  el: SVGElement | null,
  shape: PacerTheme['shape'],
  reduced: boolean,
  state: PhaseState,
  now: number,
): void {
  if (!el || reduced) return;
  switch (shape) {
    case 'circle':
      el.setAttribute('r', orbRadius(state.breath).toFixed(2));
      return;
    case 'square': {
      const { x, size, corner } = squareRect(state.breath);
      el.setAttribute('x', x.toFixed(2));
      el.setAttribute('y', x.toFixed(2));
      el.setAttribute('width', size.toFixed(2));
      el.setAttribute('height', size.toFixed(2));
      el.setAttribute('rx', corner.toFixed(2));
      return;
    }
    case 'wave':
      // The surface drifts one wavelength per 8 s of wall time; frozen while paused.
      el.setAttribute('d', wavePath(state.breath, state.paused ? 0 : (now / 8000) * 2 * Math.PI));
      return;
  }
}
