import { useTranslation } from 'react-i18next';
import styles from './step-indicator.module.css';

/** "Step 2 of 4" in words, with dots that only decorate it. */
export function StepIndicator({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.indicator}>
      <p className={styles.text}>{t('survey.step', { current, total })}</p>
      <ol className={styles.dots} aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <li
            key={i}
            className={styles.dot}
            data-state={i + 1 < current ? 'done' : i + 1 === current ? 'current' : 'todo'}
          />
        ))}
      </ol>
    </div>
  );
}
