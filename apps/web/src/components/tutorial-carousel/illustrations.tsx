import { TUTORIAL_VIDEO_HEIGHT } from '@resona/contract';
import styles from './tutorial-carousel.module.css';

/**
 * The drawn slides: the server names an illustration, the app draws it. Decorative — the slide's
 * title and caption carry the meaning — so the pictures are hidden from screen readers.
 */
export function TutorialIllustration({ name }: { name: string }) {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 400 259"
      height={TUTORIAL_VIDEO_HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="400" height="259" rx="20" className={styles.sky} />
      {drawing(name)}
    </svg>
  );
}

function drawing(name: string) {
  switch (name) {
    case 'welcome':
      return (
        <g>
          <circle cx="200" cy="130" r="84" className={styles.soft} />
          <circle cx="200" cy="130" r="56" className={styles.mid} />
          <circle cx="200" cy="130" r="26" className={styles.strong} />
          <path d="M40 220 C 120 180, 280 260, 360 215" className={styles.line} />
        </g>
      );
    case 'pacer':
      return (
        <g>
          <circle cx="200" cy="130" r="92" className={styles.ring} />
          <circle cx="200" cy="130" r="60" className={`${styles.strong} ${styles.breathing}`} />
          <path d="M200 30 l8 12 h-16 z" className={styles.accent} />
        </g>
      );
    case 'calibration':
      return (
        <g>
          {[4.5, 4.8, 5, 5.5, 6].map((speed, i) => (
            <rect
              key={speed}
              x={70 + i * 56}
              y={190 - (i + 2) * 20}
              width="36"
              height={(i + 2) * 20}
              rx="8"
              className={i === 2 ? styles.strong : styles.mid}
            />
          ))}
          <path d="M60 200 H340" className={styles.line} />
        </g>
      );
    case 'design':
      return (
        <g>
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(90 ${60 + row * 52})`}>
              <circle cx="12" cy="12" r="12" className={row === 1 ? styles.strong : styles.ring} />
              <rect x="36" y="4" width="180" height="16" rx="8" className={styles.mid} />
            </g>
          ))}
        </g>
      );
    case 'rating':
      return (
        <g>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(${64 + i * 68} 130)`}>
              <circle r="26" className={i === 3 ? styles.strong : styles.mid} />
              <path
                d={`M-11 ${8 - (i - 2) * 2} Q 0 ${8 + (i - 2) * 5} 11 ${8 - (i - 2) * 2}`}
                className={styles.face}
              />
            </g>
          ))}
        </g>
      );
    default:
      return <circle cx="200" cy="130" r="64" className={styles.mid} />;
  }
}
