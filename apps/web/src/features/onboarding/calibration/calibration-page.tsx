import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CALIBRATION_ANSWER_DELAY_MS, type TUserCalibrationResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { PACER_THEMES, Pacer, usePacer } from '../../../components/pacer/index.ts';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetUserSpeed } from '../../../lib/api/set-user-speed.ts';
import { useUserCalibration } from '../../../lib/api/get-user-calibration.ts';
import { QueryState } from '../../../components/query-state.tsx';
import {
  answer,
  canAnswerTooFast,
  canAnswerTooSlow,
  canComplete,
  canSkipPace,
  periodEnded,
  skipPace,
  startIndex,
  type CalibrationAnswer,
  type CalibrationState,
  type CalibrationStep,
} from './calibration-steps.ts';
import { useGuideFit } from './use-guide-fit.ts';
import styles from './calibration.module.css';

/** How long each pace plays before the last answer moves on (or the pace is saved). */
export const PACE_PLAY_MS = 60_000;
const TICK_MS = 250;

type Pace = TUserCalibrationResponse['data']['calibration_list'][number];

/** /calibration (spec §4): five paces drawn live by the pacer; the user finds the comfortable one. */
export function CalibrationPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const calibration = useUserCalibration(user?.userID ?? 0, i18n.language);
  const data = calibration.data;
  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t('pages.calibration')}</h1>
      <p className={pageStyles.lead}>{t('calibration.intro')}</p>
      {data && data.calibration_list.length > 0 ? (
        <Calibration
          paces={data.calibration_list}
          // "Start at the stored speed, or the first": only a calibrated user has one stored.
          start={startIndex(
            data.calibration_list.map((p) => p.speed),
            data.is_calibrated === 1 ? data.recommended_speed : null,
          )}
        />
      ) : (
        <QueryState centered error={calibration.error} onRetry={() => void calibration.refetch()} />
      )}
      {/* Below the guide, so Start stays in view without scrolling on a phone. */}
      <p className={styles.resonanceLink}>
        <Link to="/resonance">{t('resonance.findLink')}</Link>
      </p>
    </Card>
  );
}

function Calibration({ paces, start }: { paces: readonly Pace[]; start: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guardOnline = useOfflineGuard();
  const { user } = useSession();
  const setSpeed = useSetUserSpeed();
  const count = paces.length;
  const [state, setState] = useState<CalibrationState>({ index: start, answer: null });
  // Bumped on every new play period, also when the same pace plays again.
  const [round, setRound] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [started, setStarted] = useState(false);
  const pace = paces[state.index] ?? paces[0]!;
  const pacer = usePacer({ pattern: { bpm: pace.speed } });
  const saving = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  useGuideFit(rootRef, startRef);

  // A new period: the guide starts over from the first inhale at the new pace (after the
  // pacer's own pattern effect, which runs first), so the pace's clock restarts with it.
  const { restart } = pacer;
  useEffect(() => {
    restart();
  }, [round, restart]);

  const save = useCallback(
    (index: number) => {
      const speed = paces[index]?.speed;
      if (speed === undefined || saving.current || !guardOnline()) return;
      saving.current = true;
      pacer.pause();
      setSpeed.mutate(
        { userID: user?.userID, recommended_speed: speed },
        {
          onSuccess: (reply) => {
            sessionStore.patchUser(reply.data.user_flags);
            toast.success(reply.message);
            void navigate('/Home');
          },
          onError: () => {
            saving.current = false;
            toast.error(t('calibration.saveFailed'));
          },
        },
      );
    },
    [paces, guardOnline, pacer, setSpeed, user?.userID, navigate, t],
  );

  const apply = useCallback(
    (step: CalibrationStep) => {
      if (step.kind === 'save') return save(step.index);
      setState(step.state);
      setRound((r) => r + 1);
      setElapsed(0);
    },
    [save],
  );

  // The pace's clock: breathing time only (pauses do not count), read from the pacer engine.
  const { playing, elapsedMs } = pacer;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const ms = elapsedMs();
      setElapsed(ms);
      if (ms >= PACE_PLAY_MS && !saving.current) apply(periodEnded(state, count));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, elapsedMs, apply, state, count]);

  const handlePlay = () => {
    setStarted(true);
    pacer.toggle();
  };

  const handleAnswer = (given: CalibrationAnswer) => apply(answer(state, given, count));
  const answersShown = started && elapsed >= CALIBRATION_ANSWER_DELAY_MS;
  const busy = setSpeed.isPending;
  const seconds = Math.min(PACE_PLAY_MS, elapsed) / 1000;
  const secondsToAnswer = Math.ceil((CALIBRATION_ANSWER_DELAY_MS - elapsed) / 1000);

  return (
    <div ref={rootRef} className={styles.calibration}>
      <div className={styles.paceHeader}>
        <p className={styles.paceStep}>
          {t('calibration.paceOf', { current: state.index + 1, total: count })}
        </p>
        <p className={styles.paceTitle} aria-live="polite">
          {pace.title}
        </p>
      </div>
      <Pacer
        pacer={pacer}
        theme={PACER_THEMES.ocean}
        className={styles.pacer}
        labels={{
          inhale: t('calibration.inhale'),
          exhale: t('calibration.exhale'),
          paused: started ? t('calibration.paused') : t('calibration.ready'),
        }}
      />
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('calibration.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={PACE_PLAY_MS / 1000}
        aria-valuenow={Math.floor(seconds)}
        aria-valuetext={t('calibration.progressText', {
          seconds: Math.floor(seconds),
          total: PACE_PLAY_MS / 1000,
        })}
      >
        <div
          className={styles.progressFill}
          style={{ inlineSize: `${(seconds * 100000) / PACE_PLAY_MS}%` }}
        />
      </div>
      <div className={styles.playRow}>
        <Button ref={startRef} variant="secondary" onClick={handlePlay} disabled={busy}>
          {!started
            ? t('calibration.start')
            : pacer.playing
              ? t('calibration.pause')
              : t('calibration.resume')}
        </Button>
      </div>

      {state.answer === 'too-fast' || state.answer === 'too-slow' ? (
        <Notice>
          {t(state.answer === 'too-fast' ? 'calibration.lastTooFast' : 'calibration.lastTooSlow')}
        </Notice>
      ) : null}

      {answersShown ? (
        <div className={styles.answers} role="group" aria-label={t('calibration.question')}>
          <p className={styles.question}>{t('calibration.question')}</p>
          <div className={styles.answerButtons}>
            <Button
              variant="secondary"
              disabled={busy || !canAnswerTooFast(state.index)}
              onClick={() => handleAnswer('too-fast')}
            >
              {t('calibration.tooFast')}
            </Button>
            <Button disabled={busy} onClick={() => handleAnswer('just-right')}>
              {t('calibration.justRight')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy || !canAnswerTooSlow(state.index, count)}
              onClick={() => handleAnswer('too-slow')}
            >
              {t('calibration.tooSlow')}
            </Button>
          </div>
        </div>
      ) : started ? (
        <p className={pageStyles.lead}>
          {t('calibration.answerSoon', { seconds: Math.max(1, secondsToAnswer) })}
        </p>
      ) : null}

      <div className={styles.footer}>
        {canSkipPace(state, count) ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => apply({ kind: 'play', state: skipPace(state, count) })}
          >
            {t('calibration.skipPace')}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button disabled={busy || !canComplete(state)} onClick={() => save(state.index)}>
          {t('calibration.complete')}
        </Button>
      </div>
    </div>
  );
}
