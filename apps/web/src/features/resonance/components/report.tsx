import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { useSetUserSpeed } from '../../../lib/api/set-user-speed.ts';
import { useUserCalibration } from '../../../lib/api/get-user-calibration.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import type { ResonanceReport } from '../analysis/analyse.ts';
import { STAND_OUT_MARGIN } from '../analysis/score.ts';
import { formatNumber, formatRate } from './format.ts';
import { WaveChart } from '../../../components/chart/wave-chart.tsx';
import styles from './resonance.module.css';

type Report = Extract<ResonanceReport, { ok: true }>;

/**
 * The assessment's report: the chosen rate (or none), each rate's wave and figures, care notes.
 * A report of the demo heart says so and offers no pace to keep: its beats are not the person's.
 */
export function ReportView({
  report,
  demo = false,
  onRepeat,
  onDownload,
}: {
  report: Report;
  demo?: boolean;
  onRepeat: () => void;
  /** Saves the recording's beat intervals as a file the import reads back. */
  onDownload: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { choice, quality } = report;
  return (
    <div className={styles.report}>
      {demo ? <Notice tone="info">{t('resonance.demoReport')}</Notice> : null}
      {choice.kind === 'rate' ? (
        <>
          <h2 className={styles.result}>
            {t('resonance.yourRate', { rate: formatRate(choice.bpm, lang) })}
          </h2>
          <p>
            {t('resonance.margin', {
              margin: formatNumber(choice.margin, lang, 1),
              needed: STAND_OUT_MARGIN,
            })}
          </p>
          {demo ? <ComfortPace /> : <KeepPace bpm={choice.bpm} />}
        </>
      ) : (
        <>
          <h2 className={styles.result}>{t('resonance.noneStandsOut')}</h2>
          <p>
            {choice.reason === 'no-swing'
              ? t('resonance.noSwing')
              : t('resonance.tooClose', {
                  margin: formatNumber(choice.margin, lang, 1),
                  needed: STAND_OUT_MARGIN,
                })}
          </p>
          <ComfortPace />
        </>
      )}
      <p>
        {t('resonance.quality', {
          percent: formatNumber(quality.percent, lang, 1),
          corrected: quality.corrected,
          beats: quality.beats,
        })}
      </p>
      {quality.rmssdMayReadHigh ? (
        // Said once, before the blocks whose RMSSD it qualifies (decision 123).
        <p className={styles.note} data-testid="rmssd-weak">
          {t('resonance.rmssdWeak')}
        </p>
      ) : null}
      <ul className={styles.blocks}>
        {report.blocks.map((block) => {
          const rate = formatRate(block.bpm, lang);
          const chosen = choice.kind === 'rate' && choice.bpm === block.bpm;
          return (
            <li key={block.bpm} className={chosen ? styles.chosen : undefined}>
              <h3>{t('resonance.rateHeading', { rate })}</h3>
              <WaveChart
                heartRate={block.wave.heartRate}
                breath={block.wave.breath}
                title={t('resonance.chartTitle', { rate })}
                description={t('resonance.chartDescription')}
              />
              <dl className={styles.figures}>
                <Figure label={t('resonance.amplitude')}>
                  {t('resonance.bpm', { value: formatNumber(block.amplitudeBpm, lang, 1) })}
                </Figure>
                <Figure label={t('resonance.lfPower')}>
                  {t('resonance.ms2', { value: formatNumber(block.lfPowerMs2, lang) })}
                </Figure>
                <Figure label={t('resonance.lfPeak')}>
                  {t('resonance.hz', { value: formatNumber(block.lfPeakHz, lang, 3) })}
                </Figure>
                <Figure label={t('resonance.phase')}>
                  {t('resonance.degrees', { value: formatNumber(block.phaseDeg, lang) })}
                </Figure>
                <Figure label={t('resonance.rmssd')}>
                  {t('resonance.ms', { value: formatNumber(block.rmssdMs, lang) })}
                </Figure>
                <Figure label={t('resonance.score')}>{formatNumber(block.score, lang, 1)}</Figure>
              </dl>
            </li>
          );
        })}
      </ul>
      <Notice>{t('resonance.retest')}</Notice>
      <p className={styles.note}>{t('resonance.notMedical')}</p>
      <div className={styles.actions}>
        <Button variant={choice.kind === 'rate' ? 'secondary' : 'primary'} onClick={onRepeat}>
          {t('resonance.repeat')}
        </Button>
        <Button variant="ghost" onClick={onDownload}>
          {t('resonance.download')}
        </Button>
      </div>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The pace the person chose as comfortable in calibration (or last kept), for comparison. */
function ComfortPace() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const calibration = useUserCalibration(user?.userID ?? 0, i18n.language);
  const data = calibration.data;
  if (!data) return null;
  return (
    <p className={styles.comfort} data-testid="comfort-pace">
      {data.is_calibrated === 1
        ? t('resonance.comfort', { rate: formatRate(data.recommended_speed, i18n.language) })
        : t('resonance.notCalibrated')}
    </p>
  );
}

function KeepPace({ bpm }: { bpm: number }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const guardOnline = useOfflineGuard();
  const queryClient = useQueryClient();
  const setSpeed = useSetUserSpeed();
  const calibration = useUserCalibration(user?.userID ?? 0, i18n.language);
  const kept = calibration.data?.is_calibrated === 1 && calibration.data.recommended_speed === bpm;
  const keep = () => {
    if (!guardOnline()) return;
    setSpeed.mutate(
      { userID: user?.userID, recommended_speed: bpm },
      {
        onSuccess: (reply) => {
          sessionStore.patchUser(reply.data.user_flags);
          toast.success(reply.message);
          void queryClient.invalidateQueries({ queryKey: ['user-calibration'] });
        },
        onError: () => toast.error(t('calibration.saveFailed')),
      },
    );
  };
  return (
    <div className={styles.keep}>
      <ComfortPace />
      {kept ? (
        <p className={styles.kept}>{t('resonance.kept')}</p>
      ) : (
        <Button onClick={keep} disabled={setSpeed.isPending || !calibration.data}>
          {t('resonance.keep')}
        </Button>
      )}
    </div>
  );
}
