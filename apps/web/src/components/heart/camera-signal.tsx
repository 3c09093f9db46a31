import { useTranslation } from 'react-i18next';
import type { LiveState } from '../../lib/heart-rate/live-recording.ts';
import { Notice } from '../page.tsx';
import styles from './camera-signal.module.css';

/**
 * What the camera makes of the fingertip, said so a person can act on it: whether beats are
 * being counted and, when not, the one thing to change; that its light could not be switched
 * on; that it is off while Resona is in the background; and that no picture is kept.
 */
export function CameraSignal({ live, torch }: { live: LiveState; torch: boolean }) {
  const { t } = useTranslation();
  const { signal } = live;
  const verdict =
    live.status === 'reconnecting'
      ? t('camera.paused')
      : !signal
        ? t('camera.howTo')
        : signal.good
          ? t('camera.good')
          : signal.hint
            ? t(`camera.hint.${signal.hint}`)
            : // Poor with nothing to change: the first seconds, while the pulse is found.
              t('camera.settling');
  return (
    <div className={styles.camera}>
      <p
        className={styles.verdict}
        role="status"
        data-testid="camera-signal"
        data-quality={signal ? (signal.good ? 'good' : 'poor') : 'none'}
      >
        <span className={styles.label}>{t('camera.signal')}</span> {verdict}
        {signal && !signal.good && signal.hint ? (
          <span className={styles.detail}> {t('camera.poor')}</span>
        ) : null}
      </p>
      {!torch ? <Notice tone="warning">{t('camera.noTorch')}</Notice> : null}
      <p className={styles.privacy}>{t('camera.privacy')}</p>
    </div>
  );
}
