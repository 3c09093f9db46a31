import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { useCameraChoice } from '../../../components/heart/camera-choice.ts';
import { HeartConsent } from '../../../components/heart/heart-consent.tsx';
import { useHeartDataAgreed } from '../../../lib/api/heart-data-consent.ts';
import { analyseRecording, type Recording, type ResonanceReport } from '../analysis/analyse.ts';
import { BLOCK_SECONDS, protocolBlocks, type BlockSeconds } from '../analysis/protocol.ts';
import { ProtocolRun } from '../components/protocol-run.tsx';
import { ReportView } from '../components/report.tsx';
import { BluetoothSource, webBluetooth } from '../../../lib/heart-rate/bluetooth-source.ts';
import { DemoSource } from '../../../lib/heart-rate/demo-source.ts';
import type { HeartRateSource } from '../../../lib/heart-rate/heart-rate-source.ts';
import { parseRecording, recordingFileText } from '../../../lib/heart-rate/recording-file.ts';
import { saveFile } from '../../../lib/save-file.ts';
import styles from '../components/resonance.module.css';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'run'; source: HeartRateSource }
  | {
      kind: 'report';
      report: Extract<ResonanceReport, { ok: true }>;
      recording: Recording;
      demo: boolean;
    };

/**
 * /resonance: the stepped resonance assessment (Lehrer; Shaffer & Meehan 2020) with a Bluetooth
 * sensor, the phone's camera, the demo or an imported recording, and its report.
 */
export function ResonancePage() {
  const { t } = useTranslation();
  const consent = useHeartDataAgreed();
  const [blockSeconds, setBlockSeconds] = useState<BlockSeconds>(120);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const fileInput = useRef<HTMLInputElement>(null);
  const bluetooth = webBluetooth();
  const camera = useCameraChoice();

  const finish = useCallback(
    (recording: Recording, demo = false) => {
      const report = analyseRecording(recording, blockSeconds);
      if (report.ok) setStep({ kind: 'report', report, recording, demo });
      else
        setStep({
          kind: 'choose',
          error: t('resonance.tooShort', {
            covered: Math.floor(report.coveredMs / 1000),
            needed: Math.ceil(report.neededMs / 1000),
          }),
        });
    },
    [blockSeconds, t],
  );

  const connectSensor = async () => {
    if (!bluetooth) return;
    try {
      setStep({ kind: 'run', source: await BluetoothSource.choose(bluetooth) });
    } catch {
      setStep({ kind: 'choose', error: t('resonance.sensorFailed') });
    }
  };

  const chooseCamera = async () => {
    const source = await camera.open();
    if (source) setStep({ kind: 'run', source });
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseRecording(await file.text());
    if (!parsed.ok) setStep({ kind: 'choose', error: t('resonance.noIntervals') });
    else
      finish({
        rrMs: parsed.rrMs,
        firstBeatMs: parsed.firstBeatMs,
        addedBreaths: parsed.addedBreaths,
        estimatedBeats: parsed.estimatedBeats,
      });
  };

  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t('resonance.title')}</h1>
      {step.kind === 'run' ? (
        <ProtocolRun
          source={step.source}
          blockSeconds={blockSeconds}
          onDone={(recording) => finish(recording, step.source instanceof DemoSource)}
          onCancel={() => setStep({ kind: 'choose' })}
        />
      ) : step.kind === 'report' ? (
        <ReportView
          report={step.report}
          demo={step.demo}
          onDownload={() =>
            saveFile(
              new Blob([recordingFileText(step.recording)], { type: 'text/csv' }),
              `resona-resonance-${new Date().toISOString().slice(0, 10)}.csv`,
            )
          }
          onRepeat={() => setStep({ kind: 'choose' })}
        />
      ) : (
        <div className={styles.choose}>
          <p className={pageStyles.lead}>{t('resonance.intro')}</p>
          <p>{t('resonance.protocol')}</p>
          {step.error ? <Notice tone="error">{step.error}</Notice> : null}
          {camera.problem ? <Notice tone="error">{camera.problem}</Notice> : null}
          <HeartConsent />
          <fieldset className={styles.lengths}>
            <legend>{t('resonance.blockLength')}</legend>
            {BLOCK_SECONDS.map((seconds) => (
              <label key={seconds}>
                <input
                  type="radio"
                  name="block-length"
                  checked={blockSeconds === seconds}
                  onChange={() => setBlockSeconds(seconds)}
                />{' '}
                {t(seconds === 120 ? 'resonance.standard' : 'resonance.quick')}
              </label>
            ))}
          </fieldset>
          <div className={styles.sources}>
            <Button disabled={!consent || !bluetooth} onClick={() => void connectSensor()}>
              {t('resonance.connectSensor')}
            </Button>
            <Button
              variant="secondary"
              disabled={!consent || !camera.available}
              onClick={() => void chooseCamera()}
            >
              {t('camera.use')}
            </Button>
            <Button
              variant="secondary"
              disabled={!consent}
              onClick={() =>
                setStep({ kind: 'run', source: new DemoSource(protocolBlocks(blockSeconds)) })
              }
            >
              {t('resonance.tryDemo')}
            </Button>
            <Button
              variant="secondary"
              disabled={!consent}
              onClick={() => fileInput.current?.click()}
            >
              {t('resonance.import')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".txt,.csv,.tsv,text/plain,text/csv"
              hidden
              data-testid="recording-file"
              onChange={(event) => {
                void importFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          {!bluetooth ? <Notice tone="warning">{t('resonance.noBluetooth')}</Notice> : null}
          {!camera.available ? <Notice tone="warning">{t('camera.unsupported')}</Notice> : null}
          <p className={styles.note}>{t('resonance.importHint')}</p>
          <p className={styles.note}>{t('resonance.notMedical')}</p>
        </div>
      )}
    </Card>
  );
}
