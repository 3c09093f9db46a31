import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { WaveChart } from '../../../../components/chart/wave-chart.tsx';
import { useCameraChoice } from '../../../../components/heart/camera-choice.ts';
import { CameraSignal } from '../../../../components/heart/camera-signal.tsx';
import { HeartConsent } from '../../../../components/heart/heart-consent.tsx';
import { Notice } from '../../../../components/page.tsx';
import { useHeartDataAgreed } from '../../../../lib/api/heart-data-consent.ts';
import { BluetoothSource, webBluetooth } from '../../../../lib/heart-rate/bluetooth-source.ts';
import { BreathDemoSource } from '../../../../lib/heart-rate/breath-demo-source.ts';
import { CameraHeartSource } from '../../../../lib/heart-rate/camera/camera-source.ts';
import type { HeartRateSource } from '../../../../lib/heart-rate/heart-rate-source.ts';
import {
  CONNECTING,
  nextLiveState,
  type LiveState,
} from '../../../../lib/heart-rate/live-recording.ts';
import type { LiveHeart, SessionHeart } from './session-heart.ts';
import styles from './heart-panel.module.css';

/**
 * The live figures are read twice a second: the wave moves with the heart, not with the frame,
 * and the guide's compositor drawing is left alone (decision 075).
 */
const FIGURES_MS = 500;

/**
 * Live biofeedback under the guide (decision 085): a heart-rate source for the session — a
 * Bluetooth sensor, the phone's camera, or the demo heart that follows the guide's breath — once the person has
 * agreed to heart data being collected; then heart rate against the breath over the last 30 s,
 * the last breath's swing and the signal. Without a source, only the button that offers one.
 */
export function HeartPanel({
  heart,
  periodMs,
  breathAt,
  onSource,
}: {
  heart: SessionHeart;
  periodMs: number;
  /** Lung fullness 0..1 the guide showed at a performance.now() time. */
  breathAt: (time: number) => number;
  /** A source connected (its kind) or disconnected (null). */
  onSource: (kind: HeartRateSource['kind'] | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<HeartRateSource | null>(null);
  const [live, setLive] = useState<LiveState>(CONNECTING);
  const [figures, setFigures] = useState<LiveHeart | null>(null);

  useEffect(() => {
    if (!source) return;
    let stopped = false;
    void source
      .start((event) => {
        if (stopped) return;
        if (event.type === 'beats') heart.add(event);
        setLive((state) => nextLiveState(state, event));
      })
      .catch(() => setLive((state) => ({ ...state, status: 'disconnected' })));
    return () => {
      stopped = true;
      source.stop();
    };
  }, [source, heart]);

  useEffect(() => {
    if (!source) return;
    const timer = window.setInterval(
      () => setFigures(heart.live(performance.now(), periodMs, breathAt)),
      FIGURES_MS,
    );
    return () => window.clearInterval(timer);
  }, [source, heart, periodMs, breathAt]);

  const choose = (next: HeartRateSource | null) => {
    setSource(next);
    setLive(CONNECTING);
    setFigures(null);
    onSource(next?.kind ?? null);
  };

  if (!source) {
    if (!open) {
      return (
        <div className={styles.offer}>
          <Button variant="ghost" onClick={() => setOpen(true)}>
            {t('heart.show')}
          </Button>
        </div>
      );
    }
    return (
      <SourceChooser
        onChoose={choose}
        onDemo={() => choose(new BreathDemoSource(() => breathAt(performance.now())))}
        onClose={() => setOpen(false)}
      />
    );
  }

  const format = (value: number) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);
  const contact = live.contact && live.contact !== 'not-supported' ? live.contact : null;
  return (
    <section className={styles.panel} aria-label={t('heart.title')}>
      {/* The heart rate and the swing first, right under the guide: on a small phone they stay in
          view above Pause and End session while breathing; the wave and the signal follow. */}
      <dl className={styles.figures}>
        <div>
          <dt>{t('resonance.heartRate')}</dt>
          <dd data-testid="heart-rate">
            {live.bpm === null ? '—' : t('resonance.bpm', { value: live.bpm })}
          </dd>
        </div>
        <div>
          <dt>{t('heart.lastSwing')}</dt>
          <dd data-testid="heart-swing">
            {figures?.swingBpm == null
              ? '—'
              : t('resonance.bpm', { value: format(figures.swingBpm) })}
          </dd>
        </div>
      </dl>
      {figures && figures.heartRate.length > 1 ? (
        <WaveChart
          heartRate={figures.heartRate}
          breath={figures.breath}
          title={t('heart.waveTitle')}
          description={t('heart.waveDescription')}
          height={72}
          onStage
        />
      ) : (
        <p className={styles.waiting}>{t('heart.waiting')}</p>
      )}
      <dl className={styles.figures}>
        <div>
          <dt>{t('heart.signal')}</dt>
          <dd data-testid="heart-signal">
            {[
              contact
                ? `${t('resonance.contact')}: ${t(`resonance.contactState.${contact}`)}`
                : null,
              figures?.artefactPercent == null
                ? null
                : t('heart.artefacts', { value: format(figures.artefactPercent) }),
            ]
              .filter(Boolean)
              .join(' · ') || '—'}
          </dd>
        </div>
      </dl>
      {source instanceof CameraHeartSource ? (
        <CameraSignal live={live} torch={source.torch} />
      ) : null}
      {live.status === 'reconnecting' && source.kind === 'bluetooth' ? (
        <Notice tone="warning">{t('resonance.reconnecting')}</Notice>
      ) : null}
      {contact === 'not-detected' ? (
        <Notice tone="warning">{t('resonance.noContact')}</Notice>
      ) : null}
      <p className={styles.note}>{t('resonance.notMedical')}</p>
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={() => choose(null)}>
          {t('heart.disconnect')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The way to a source: the agreement first (the server's, asked here only once the person opens
 * the panel), then a Bluetooth sensor where the browser has Web Bluetooth, or the demo heart.
 */
function SourceChooser({
  onChoose,
  onDemo,
  onClose,
}: {
  onChoose: (source: HeartRateSource) => void;
  onDemo: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const agreed = useHeartDataAgreed();
  const bluetooth = webBluetooth();
  const camera = useCameraChoice();
  const [error, setError] = useState<string | null>(null);

  const connectSensor = async () => {
    if (!bluetooth) return;
    setError(null);
    try {
      onChoose(await BluetoothSource.choose(bluetooth));
    } catch {
      setError(t('heart.sensorFailed'));
    }
  };

  const chooseCamera = async () => {
    setError(null);
    const source = await camera.open();
    if (source) onChoose(source);
  };

  return (
    <section className={styles.panel} aria-label={t('heart.title')}>
      <p className={styles.intro}>{t('heart.intro')}</p>
      <HeartConsent />
      {error ? <Notice tone="error">{error}</Notice> : null}
      {camera.problem ? <Notice tone="error">{camera.problem}</Notice> : null}
      <div className={styles.buttons}>
        <Button disabled={!agreed || !bluetooth} onClick={() => void connectSensor()}>
          {t('heart.connectSensor')}
        </Button>
        <Button
          variant="secondary"
          disabled={!agreed || !camera.available}
          onClick={() => void chooseCamera()}
        >
          {t('camera.use')}
        </Button>
        <Button variant="secondary" disabled={!agreed} onClick={onDemo}>
          {t('heart.tryDemo')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('heart.hide')}
        </Button>
      </div>
      {!bluetooth ? <p className={styles.note}>{t('heart.noBluetooth')}</p> : null}
    </section>
  );
}
