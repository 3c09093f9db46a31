import type { Ref } from 'react';
import { halfRingBox, halfRingPath, ringTurns } from './guide-geometry.ts';
import styles from './pacer.module.css';

/**
 * The ring that fills through each phase, drawn so that a frame repaints nothing: two half rings,
 * each rastered once on its own compositor layer behind a clip that shows one side, turned by a
 * transform (guide-geometry.ts ringTurns). Each side's layer holds the half ring of the other side,
 * turned into view as the phase goes on.
 */
export function ProgressRing({
  rightRef,
  leftRef,
}: {
  rightRef: Ref<HTMLDivElement>;
  leftRef: Ref<HTMLDivElement>;
}) {
  return (
    <>
      <RingSide side="right" turnRef={rightRef} />
      <RingSide side="left" turnRef={leftRef} />
    </>
  );
}

function RingSide({ side, turnRef }: { side: 'left' | 'right'; turnRef: Ref<HTMLDivElement> }) {
  const held = side === 'right' ? 'left' : 'right';
  const box = halfRingBox(held);
  // Static props: the frames own transform and opacity after mount.
  const style = {
    left: `${box.leftPct}%`,
    inlineSize: `${box.widthPct}%`,
    transformOrigin: `${box.originPct}% 50%`,
    opacity: 0,
  };
  return (
    <div className={styles.ringSide} data-side={side}>
      <div ref={turnRef} className={styles.ringTurn} style={style}>
        <svg viewBox={box.viewBox}>
          <path className={styles.ring} d={halfRingPath(held)} />
        </svg>
      </div>
    </div>
  );
}

/** Turns both halves to `progress`; a half not turned at all is hidden (no hairline at the top). */
export function drawRing(
  right: HTMLElement | null,
  left: HTMLElement | null,
  progress: number,
): void {
  const turns = ringTurns(progress);
  [right, left].forEach((el, i) => {
    if (!el) return;
    const turn = turns[i]!;
    el.style.transform = `rotate(${turn.toFixed(3)}deg)`;
    const opacity = turn > 0 ? '1' : '0';
    if (el.style.opacity !== opacity) el.style.opacity = opacity;
  });
}
