import { useTranslation } from 'react-i18next';
import { PROMO_VIDEO } from '@resona/contract';
import styles from './promo-video.module.css';

/** The promo video frame (845x410, spec §9), scaling down with the page. No media file exists yet. */
export function PromoVideo() {
  const { t } = useTranslation();
  return (
    <figure className={styles.figure} style={{ maxInlineSize: PROMO_VIDEO.width }}>
      <div
        className={styles.frame}
        style={{ aspectRatio: `${PROMO_VIDEO.width} / ${PROMO_VIDEO.height}` }}
        role="img"
        aria-label={t('promo.frameLabel')}
      >
        <div className={styles.pulse} aria-hidden="true" />
      </div>
      <figcaption className={styles.caption}>{t('promo.caption')}</figcaption>
    </figure>
  );
}
