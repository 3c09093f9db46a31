import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import type { Stage } from './use-rounds.ts';
import styles from './player.module.css';

/**
 * What covers the guide before the first breath: Begin (once the sound is ready), the exercise's
 * intro with Skip intro, and the 3-2-1 countdown.
 */
export function StageOverlay({
  stage,
  ready,
  left,
  introText,
  onBegin,
  onSkipIntro,
}: {
  stage: Stage;
  /** The session's sound is ready (or it has none). */
  ready: boolean;
  /** Whole seconds left of the intro, or the countdown's number. */
  left: number;
  introText: string;
  onBegin: () => void;
  onSkipIntro: () => void;
}) {
  const { t } = useTranslation();
  if (stage === 'ready') {
    return (
      <div className={styles.overlay}>
        <p className={styles.overlayText} aria-live="polite">
          {ready ? t('player.readyText') : t('player.preparing')}
        </p>
        <Button onClick={onBegin} disabled={!ready}>
          {t('player.begin')}
        </Button>
      </div>
    );
  }
  if (stage === 'intro') {
    return (
      <div className={styles.overlay}>
        <p className={styles.overlayText}>{introText}</p>
        <p className={styles.countdown} aria-live="polite">
          {t('player.introLeft', { seconds: left })}
        </p>
        <Button onClick={onSkipIntro}>{t('player.skipIntro')}</Button>
      </div>
    );
  }
  if (stage === 'countdown') {
    return (
      <div className={styles.overlay} role="status" aria-label={t('player.getReady')}>
        <p className={styles.overlayText}>{t('player.getReady')}</p>
        <p className={styles.countNumber} data-testid="countdown">
          {left}
        </p>
      </div>
    );
  }
  return null;
}
