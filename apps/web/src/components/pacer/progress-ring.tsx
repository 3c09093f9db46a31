import type { Ref } from 'react';
import { halfRingBox, halfRingPath } from './guide-geometry.ts';
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
  // Static props: the animations (guide-animation.ts) own transform and opacity after mount.
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
