import { useTranslation } from 'react-i18next';
import type { THeartSourceKind, TSessionHeartDetail } from '@resona/contract';
import { rmssdMayReadHigh } from '../../../lib/heart-rate/rmssd-caution.ts';
import { WaveChart } from '../../../components/chart/wave-chart.tsx';
import styles from '../components/library.module.css';

const SOURCE_NAMES = {
  bluetooth: 'heart.sourceBluetooth',
  camera: 'heart.sourceCamera',
  demo: 'heart.sourceDemo',
} as const satisfies Record<THeartSourceKind, string>;

/**
 * The heart during a session breathed with a heart-rate source (decision 085): the server's
 * summary of its beats and heart rate across the session.
 */
export function SessionHeartFacts({ heart }: { heart: TSessionHeartDetail }) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 1) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  // A session keeps its beats, their corrections and the beats a stall hid, not how faint the
  // camera's pulse was.
  const weak = rmssdMayReadHigh({
    beats: heart.beats,
    lost: heart.corrected + heart.estimated,
    faint: 0,
  });
  const orNone = (value: number | null, text: (v: string) => string, digits = 1) =>
    value === null ? t('heart.notMeasured') : text(number(value, digits));
  return (
    <section className={styles.heart} aria-labelledby="session-heart-title">
      <h2 id="session-heart-title" className={styles.heartTitle}>
        {t('heart.sessionTitle')}
      </h2>
      {heart.wave.length > 1 ? (
        <WaveChart
          heartRate={heart.wave}
          breath={[]}
          title={t('heart.sessionWave')}
          description={t('heart.sessionWaveDescription')}
        />
      ) : null}
      <dl className={styles.facts} data-testid="session-heart">
        <div>
          <dt>{t('heart.meanSwing')}</dt>
          <dd>{orNone(heart.mean_swing_bpm, (value) => t('resonance.bpm', { value }))}</dd>
        </div>
        <div>
          <dt>{t('heart.lfPower')}</dt>
          <dd>{orNone(heart.lf_power_ms2, (value) => t('resonance.ms2', { value }), 0)}</dd>
        </div>
        <div>
          <dt>{t('heart.rmssd')}</dt>
          <dd>
            {orNone(heart.rmssd_ms, (value) => t('resonance.ms', { value }))}
            {heart.rmssd_ms !== null && weak ? (
              <span className={styles.heartNote} data-testid="rmssd-weak">
                {' '}
                {t('heart.rmssdWeak')}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('heart.quality')}</dt>
          <dd>{t('heart.qualityValue', { value: number(heart.quality_percent) })}</dd>
        </div>
        <div>
          <dt>{t('heart.beats')}</dt>
          <dd>{number(heart.beats, 0)}</dd>
        </div>
        <div>
          <dt>{t('heart.source')}</dt>
          <dd>{t(SOURCE_NAMES[heart.source])}</dd>
        </div>
      </dl>
      <p className={styles.heartNote}>{t('resonance.notMedical')}</p>
    </section>
  );
}
