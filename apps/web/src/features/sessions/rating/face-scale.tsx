import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { RATING_STEPS } from '@resona/contract';
import styles from './face-scale.module.css';

const STEPS = Array.from({ length: RATING_STEPS }, (_, i) => i + 1);

/**
 * The 5-step face scale (spec §3 goal_rating): a Radix radio group, so arrow keys move between
 * faces (swapped in right-to-left), and each face has a name such as '1 of 5 — Very stressed'.
 */
export function FaceScale({
  value,
  onChange,
  lowLabel,
  highLabel,
  labelledBy,
  describedBy,
  invalid,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  lowLabel: string;
  highLabel: string;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = (step: number) => {
    const position = t('rating.stepOf', { step, total: RATING_STEPS });
    const words = step === 1 ? lowLabel : step === RATING_STEPS ? highLabel : '';
    return words ? `${position} — ${words}` : position;
  };
  return (
    <div className={styles.scale}>
      <RadioGroup.Root
        className={styles.faces}
        value={value === undefined ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required
        orientation="horizontal"
        dir={i18n.dir()}
      >
        {STEPS.map((step) => (
          <RadioGroup.Item
            key={step}
            value={String(step)}
            className={styles.face}
            aria-label={nameOf(step)}
            data-step={step}
          >
            <Face step={step} />
            <span className={styles.number} aria-hidden="true">
              {step}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <div className={styles.ends} aria-hidden="true">
        <span>{lowLabel}</span>
        <span>{highLabel}</span>
      </div>
    </div>
  );
}

/** A face from frowning (1) to smiling (5), drawn in SVG; decorative (the item has the name). */
function Face({ step }: { step: number }) {
  // Mouth: the control point moves from above the corners (frown) to below them (smile).
  const curve = (step - 3) * 5;
  const browTilt = step === 1 ? 3 : step === 2 ? 1.5 : 0;
  return (
    <svg viewBox="0 0 48 48" className={styles.svg} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" className={styles.head} />
      {browTilt > 0 ? (
        <>
          <path d={`M13 ${15 + browTilt} L20 ${15}`} className={styles.stroke} />
          <path d={`M35 ${15 + browTilt} L28 ${15}`} className={styles.stroke} />
        </>
      ) : null}
      <circle cx="17" cy="20" r="2.4" className={styles.eye} />
      <circle cx="31" cy="20" r="2.4" className={styles.eye} />
      <path
        d={`M15 ${32 - curve / 3} Q 24 ${32 + curve} 33 ${32 - curve / 3}`}
        className={styles.stroke}
      />
    </svg>
  );
}
