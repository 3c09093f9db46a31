import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { PACER_THEMES, Pacer, usePacer } from '../../../components/pacer/index.ts';
import {
  blockAt,
  breathPattern,
  protocolBlocks,
  protocolLengthMs,
  type BlockSeconds,
} from '../analysis/protocol.ts';
import type { Recording } from '../analysis/analyse.ts';
import { runTick } from '../analysis/run-tick.ts';
import {
  CONNECTING,
  LiveRecording,
  nextLiveState,
  type LiveState,
} from '../../../lib/heart-rate/live-recording.ts';
import { DemoSource } from '../../../lib/heart-rate/demo-source.ts';
import { CameraHeartSource } from '../../../lib/heart-rate/camera/camera-source.ts';
import { CameraSignal } from '../../../components/heart/camera-signal.tsx';
import type { HeartRateSource } from '../../../lib/heart-rate/heart-rate-source.ts';
import { formatRate } from './format.ts';
import styles from './resonance.module.css';

const TICK_MS = 250;
/** How long after the protocol's end the recording waits for beats still on their way. */
const LATE_BEATS_MS = 4000;

/**
 * The protocol on the live pacer: five blocks, slowest last, no pauses. The pace changes at the
 * end of each block's last breath (the pacer joins a new pattern at the next breath's start, so
 * it is handed the next rate during the last breath). A block that lost a breath to a stretch
 * without beats asks for one more at its pace (decision 119): handed its own rate again before
 * the breath ends, the pacer simply carries on, and the time left grows by that breath. The
 * recording ends with the protocol; the demo can also hand over its whole recording at once.
 */
export function ProtocolRun({
  source,
  blockSeconds,
  onDone,
  onCancel,
}: {
  source: HeartRateSource;
  blockSeconds: BlockSeconds;
  onDone: (recording: Recording) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [added, setAdded] = useState<readonly number[]>([]);
  // The blocks as breathed so far: a block that lost a breath runs one more (decision 119).
  const blocks = useMemo(() => protocolBlocks(blockSeconds, added), [blockSeconds, added]);
  const lengthMs = protocolLengthMs(blocks);
  const [elapsed, setElapsed] = useState(0);
  const [patternIndex, setPatternIndex] = useState(0);
  const [live, setLive] = useState<LiveState>(CONNECTING);
  const recording = useRef(new LiveRecording());
  const pacer = usePacer({ pattern: breathPattern(blocks[patternIndex]!.bpm) });
  const started = pacer.playing || elapsed > 0;

  useEffect(() => {
    let stopped = false;
    void source
      .start((event) => {
        if (stopped) return;
        if (event.type === 'beats') recording.current.add(event);
        if (event.type === 'signal') recording.current.signal(event.quality);
        setLive((state) => nextLiveState(state, event));
      })
      .catch(() => setLive((state) => ({ ...state, status: 'disconnected' })));
    return () => {
      stopped = true;
      source.stop();
    };
  }, [source]);

  const { playing, elapsedMs } = pacer;
  const done = useRef(false);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const ms = elapsedMs();
      setElapsed(ms);
      const { rrMs, firstBeatMs } = recording.current;
      const sofar = { rrMs, firstBeatMs: firstBeatMs ?? undefined };
      const next = runTick(blockSeconds, { addedBreaths: added, blocks }, sofar, ms);
      if (next.addedBreaths !== added) setAdded(next.addedBreaths);
      setPatternIndex(next.patternIndex);
      // A source confirms a beat a little after it fell (the camera 1.5–2 s): the recording
      // ends once its beats reach the protocol's end, or a few seconds later at most.
      const { endMs } = next;
      const covered = recording.current.coveredMs >= endMs || ms >= endMs + LATE_BEATS_MS;
      if (ms >= endMs && covered && !done.current) {
        done.current = true;
        onDone({
          ...sofar,
          addedBreaths: next.addedBreaths,
          estimatedBeats: [...recording.current.estimatedBeats],
          faintBeats: recording.current.faintBeats,
        });
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, elapsedMs, blocks, added, blockSeconds, onDone]);

  const handleStart = () => {
    recording.current.start(performance.now());
    pacer.play();
  };

  const index = blockAt(blocks, elapsed);
  const block = blocks[index]!;
  const secondsLeft = Math.max(0, Math.ceil((lengthMs - elapsed) / 1000));
  const sensorLost = source.kind === 'bluetooth' && live.status === 'reconnecting';

  return (
    <div className={styles.run}>
      <p className={styles.blockTitle} aria-live="polite">
        {t('resonance.blockOf', {
          current: index + 1,
          total: blocks.length,
          rate: formatRate(block.bpm, i18n.language),
        })}
      </p>
      <Pacer
        pacer={pacer}
        theme={PACER_THEMES.ocean}
        className={styles.pacer}
        labels={{
          inhale: t('calibration.inhale'),
          exhale: t('calibration.exhale'),
          paused: t('calibration.ready'),
        }}
      />
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('resonance.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={Math.round(lengthMs / 1000)}
        aria-valuenow={Math.round(Math.min(elapsed, lengthMs) / 1000)}
        aria-valuetext={t('resonance.timeLeft', {
          minutes: Math.floor(secondsLeft / 60),
          seconds: String(secondsLeft % 60).padStart(2, '0'),
        })}
      >
        <div
          className={styles.progressFill}
          style={{ inlineSize: `${(100 * Math.min(elapsed, lengthMs)) / lengthMs}%` }}
        />
      </div>
      <dl className={styles.live}>
        <div>
          <dt>{t('resonance.sourceLabel')}</dt>
          <dd>
            {source.kind === 'demo'
              ? t('resonance.demoName')
              : source.kind === 'camera'
                ? t('heart.sourceCamera')
                : source.name || '—'}
          </dd>
        </div>
        <div>
          <dt>{t('resonance.heartRate')}</dt>
          <dd>{live.bpm === null ? '—' : t('resonance.bpm', { value: live.bpm })}</dd>
        </div>
        {live.contact && live.contact !== 'not-supported' ? (
          <div>
            <dt>{t('resonance.contact')}</dt>
            <dd>{t(`resonance.contactState.${live.contact}`)}</dd>
          </div>
        ) : null}
        {live.battery !== null ? (
          <div>
            <dt>{t('resonance.battery')}</dt>
            <dd>{t('resonance.percent', { value: live.battery })}</dd>
          </div>
        ) : null}
      </dl>
      {source instanceof CameraHeartSource ? (
        <CameraSignal live={live} torch={source.torch} />
      ) : null}
      {added[index] ? (
        <Notice>
          {t(added[index] === 1 ? 'resonance.oneMoreBreath' : 'resonance.twoMoreBreaths')}
        </Notice>
      ) : null}
      {sensorLost ? <Notice tone="warning">{t('resonance.reconnecting')}</Notice> : null}
      {live.contact === 'not-detected' ? (
        <Notice tone="warning">{t('resonance.noContact')}</Notice>
      ) : null}
      <div className={styles.actions}>
        {!started ? <Button onClick={handleStart}>{t('resonance.start')}</Button> : null}
        {source instanceof DemoSource ? (
          <Button
            variant="secondary"
            onClick={() => {
              done.current = true;
              onDone({ rrMs: source.recording() });
            }}
          >
            {t('resonance.demoReportNow')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          {t('resonance.stop')}
        </Button>
      </div>
      <p className={styles.note}>{t('resonance.noPauses')}</p>
    </div>
  );
}
