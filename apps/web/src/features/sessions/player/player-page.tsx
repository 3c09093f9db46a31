import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { Popover, Switch, Toggle } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { languageById, type TExercise } from '@resona/contract';
import { Button, buttonClass } from '../../../components/button.tsx';
import { PACER_THEMES, Pacer, usePacer } from '../../../components/pacer/index.ts';
import { END_VIBRATION } from '../../../components/pacer/caption.ts';
import { narrationLanguage } from '../../../components/pacer/narration-cues.ts';
import { trackCycles } from '../../../components/pacer/track-plan.ts';
import { TrackPlayer } from '../../../components/pacer/track-player.ts';
import { ShareDialog } from '../../../components/share/share-dialog.tsx';
import { InfoIcon, ShareIcon } from '../../../components/icons.tsx';
import { useImmersive } from '../../../hooks/use-immersive.ts';
import { useExerciseDetails } from '../api/get-exercise-details.ts';
import {
  readCurrentSession,
  updateCurrentSession,
  type CurrentSession,
} from '../../../lib/current-session.ts';
import { INFINITY_SIGN, formatHms, isUnlimited, parseHms } from '../lib/duration-format.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { afterRound, paceOf, ratioOf, roundSeconds } from './playback.ts';
import { ReactionBar } from './reaction-bar.tsx';
import { roundEndTime, roundOver } from './session-end.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useMediaSession } from './use-media-session.ts';
import { trackSupported, useSessionTrack } from './use-session-track.ts';
import type { SessionSound } from './use-session-track.ts';
import { useViewTracking } from './use-view-tracking.ts';
import { HeartPanel } from './heart/heart-panel.tsx';
import { SessionHeart } from './heart/session-heart.ts';
import type { HeartRateSource } from '../../../lib/heart-rate/heart-rate-source.ts';
import styles from './player.module.css';

type Stage = 'ready' | 'intro' | 'playing';

const AFTER_RATING = '/Home/new-after-rating';

/** /Home/new-intro: the session player (spec §2 Player, §4 Playback). */
export function PlayerPage() {
  const [session] = useState(readCurrentSession);
  if (!session) return <Navigate to="/Home" replace />;
  return <Player session={session} />;
}

const roundMsOf = (exercise: TExercise) =>
  roundSeconds(parseHms(exercise.exercise_duration), exercise.duration_minutes) * 1000;

const patternOf = (exercise: TExercise) => ({ bpm: paceOf(exercise), ratio: ratioOf(exercise) });

function Player({ session }: { session: CurrentSession }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { exercises } = session;
  const [index, setIndex] = useState(session.index);
  const [loop, setLoop] = useState(false);
  const [stage, setStage] = useState<Stage>('ready');
  const [introLeft, setIntroLeft] = useState(0);
  const [sound, setSound] = useState(true);
  const [spoken, setSpoken] = useState(true);
  const [vibration, setVibrationState] = useState(
    () => storage.get(STORAGE_KEYS.vibration) === '1',
  );
  // The person's choice is kept on the device for the next session.
  const setVibration = (on: boolean) => {
    setVibrationState(on);
    storage.set(STORAGE_KEYS.vibration, on ? '1' : '0');
  };

  const listed = exercises[index] ?? exercises[0]!;
  const details = useExerciseDetails(listed.exerciseID, i18n.language);
  // The server's copy is the source of truth for like/favourite; the listed one fills in.
  const exercise = details.data?.exercise ?? listed;
  const isVideo = Boolean(exercise.exercise_video);
  const theme = PACER_THEMES[exercise.pacer_theme];
  const lang = languageById(exercise.language_id).code;
  // The spoken cues are recorded clips (decision 074): every app language has them.
  const voiceAvailable = narrationLanguage(lang) !== null;
  const narrated = exercise.narration_style !== 'none';

  const bpm = paceOf(exercise);
  const [inhale, exhale] = ratioOf(exercise);
  const pattern = useMemo(() => ({ bpm, ratio: [inhale, exhale] as const }), [bpm, inhale, exhale]);
  const counting = exercise.narration_style === 'counting';
  const roundMs = roundMsOf(exercise);
  // The session's sound, rendered ahead into one track a media element plays (decision 074).
  const sessionSound = useMemo<SessionSound | null>(
    () =>
      isVideo
        ? null
        : {
            pattern,
            cycles: trackCycles(pattern, roundMs),
            tones: sound,
            voice:
              spoken && narrated && voiceAvailable
                ? { lang, style: counting ? 'counting' : 'guided' }
                : null,
          },
    [isVideo, pattern, roundMs, sound, spoken, narrated, voiceAvailable, lang, counting],
  );
  const soundTrack = useSessionTrack(sessionSound);
  const trackStart = useRef(0);
  const [player] = useState(() => (trackSupported() ? new TrackPlayer() : null));
  useEffect(() => () => player?.dispose(), [player]);
  const pacer = usePacer({ pattern, vibration, liveAudio: false, clock: player?.clock });
  // The session's heart beats, when the person connects a source (decision 085); each played
  // exercise sends its own with its end. The last kind connected names where they came from.
  const [heart] = useState(() => new SessionHeart());
  const heartKind = useRef<HeartRateSource['kind'] | null>(null);
  const tracking = useViewTracking((from, to) => {
    const kind = heartKind.current;
    const beats = kind ? heart.beatsBetween(from, to) : null;
    return kind && beats ? { source: kind, ...beats } : null;
  });
  const { engine } = pacer;
  // What the guide showed at a page time: the engine reads the track's clock, a shift of it.
  const breathAt = useCallback(
    (time: number) => {
      const now = performance.now();
      const clockNow = player ? player.clock() : now;
      return engine?.().phaseAt(clockNow - (now - time)).breath ?? 0;
    },
    [engine, player],
  );
  // A connected source puts its panel under the guide, which then leaves it room (player.module.css).
  const [heartShown, setHeartShown] = useState(false);
  const handleHeartSource = useCallback((kind: HeartRateSource['kind'] | null) => {
    if (kind) heartKind.current = kind;
    setHeartShown(kind !== null);
  }, []);
  const videoRef = useRef<HTMLVideoElement>(null);

  // The round in progress, on the pacer's active clock (ms, pauses excluded).
  const round = useRef({ start: 0, end: Number.POSITIVE_INFINITY });
  const ending = useRef(false);
  const introEnd = useRef(0);

  // A new track (the pace or the settings changed) goes on from where the session is.
  const playingTrack = stage === 'playing' && !isVideo && pacer.playing;
  const { elapsedMs } = pacer;
  useEffect(() => {
    const track = soundTrack.track;
    if (!player || !track) return;
    player.setTrack(track.url, track.lengthMs, elapsedMs() - trackStart.current);
  }, [player, soundTrack.track, elapsedMs]);
  const trackCurrent = soundTrack.ready && soundTrack.track !== null;
  useEffect(() => player?.setCurrent(trackCurrent), [player, trackCurrent]);
  useEffect(() => {
    if (!player) return;
    if (playingTrack) player.play(elapsedMs() - trackStart.current);
    else player.pause();
  }, [player, playingTrack, elapsedMs]);
  const [roundCount, setRoundCount] = useState(0);

  const startBreathing = useCallback(
    (ex: TExercise) => {
      pacer.restart();
      pacer.play();
      trackStart.current = 0;
      round.current = { start: 0, end: roundEndTime(patternOf(ex), 0, roundMsOf(ex)) };
      ending.current = false;
      setStage('playing');
    },
    [pacer],
  );

  const handleRoundEnd = useCallback(() => {
    const items = exercises.map((e) => ({
      exerciseID: e.exerciseID,
      durationMinutes: e.duration_minutes,
    }));
    const decision = afterRound(items, index, loop);
    tracking.report();
    if (decision.kind === 'finish') {
      pacer.pause();
      if (vibration && 'vibrate' in navigator) navigator.vibrate(END_VIBRATION);
      tracking.pause();
      void navigate(AFTER_RATING);
      return;
    }
    const nextIndex = decision.kind === 'next' ? decision.index : index;
    const next = exercises[nextIndex] ?? exercise;
    if (decision.kind === 'next') {
      setIndex(nextIndex);
      updateCurrentSession((s) => ({ ...s, index: nextIndex }));
      tracking.begin(next, paceOf(next));
    }
    if (next.exercise_video) {
      // A video plays on its own clock; a new source starts by itself (autoPlay).
      pacer.pause();
      if (decision.kind === 'repeat' && videoRef.current) {
        videoRef.current.currentTime = 0;
        void videoRef.current.play().catch(() => undefined);
      }
      ending.current = false;
      return;
    }
    if (isVideo) {
      startBreathing(next);
      return;
    }
    // Breathing carries on without a gap: the next round starts on the boundary that ended this
    // one, at the next exercise's pace (the pacer switches pace on that same boundary).
    const start = round.current.end;
    round.current = { start, end: roundEndTime(patternOf(next), start, roundMsOf(next)) };
    // Another exercise gets its own track, from its first breath; a repeat goes on looping.
    if (decision.kind === 'next') trackStart.current = start;
    setRoundCount((n) => n + 1);
    ending.current = false;
  }, [
    exercises,
    index,
    loop,
    tracking,
    pacer,
    navigate,
    exercise,
    isVideo,
    startBreathing,
    vibration,
  ]);

  // Ends each round on a completed breath (session-end.ts), checked on every frame/heartbeat.
  const onRoundEnd = useRef(handleRoundEnd);
  useEffect(() => {
    onRoundEnd.current = handleRoundEnd;
  });
  const { subscribe } = pacer;
  useEffect(() => {
    if (stage !== 'playing' || isVideo) return;
    return subscribe(() => {
      player?.follow();
      if (ending.current || !roundOver(elapsedMs(), round.current.end)) return;
      ending.current = true;
      onRoundEnd.current();
    });
  }, [stage, isVideo, subscribe, elapsedMs, player]);

  // The intro counts down, then breathing starts (or Skip intro starts it now).
  useEffect(() => {
    if (stage !== 'intro') return;
    const tick = () => {
      const left = introEnd.current - performance.now();
      if (left <= 0) startBreathing(exercise);
      else setIntroLeft(Math.ceil(left / 1000));
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [stage, startBreathing, exercise]);

  const handleBegin = () => {
    tracking.begin(exercise, bpm);
    if (isVideo) {
      setStage('playing');
      void videoRef.current?.play().catch(() => undefined);
      return;
    }
    // Inside the click, so the browser lets the track play later.
    player?.unlock();
    const introMs = parseHms(exercise.intro_duration) * 1000;
    if (introMs <= 0) return startBreathing(exercise);
    introEnd.current = performance.now() + introMs;
    setIntroLeft(Math.ceil(introMs / 1000));
    setStage('intro');
  };

  const pauseSession = () => {
    if (!pacer.playing) return;
    pacer.pause();
    tracking.pause();
  };
  const resumeSession = () => {
    if (pacer.playing || stage !== 'playing') return;
    pacer.play();
    tracking.resume();
  };
  const handlePauseToggle = () => (pacer.playing ? pauseSession() : resumeSession());
  // The media's own pauses (lock screen, headset, a call) pause the session as Pause does.
  useEffect(() => {
    player?.bind({
      onExternalPause: pauseSession,
      onExternalPlay: resumeSession,
      position: () => elapsedMs() - trackStart.current,
    });
  });

  // Saved before the after-rating screen reads the summary (it renders before this unmounts).
  const handleEnd = () => {
    pacer.pause();
    tracking.pause();
    tracking.report();
  };

  useMediaSession({
    title: exercise.title,
    active: stage === 'playing' && !isVideo,
    playing: pacer.playing,
    round: roundCount,
    onPlay: resumeSession,
    onPause: pauseSession,
    onStop: () => {
      handleEnd();
      void navigate(AFTER_RATING);
    },
    position: () => ({
      position: (elapsedMs() - round.current.start) / 1000,
      duration: isUnlimited(exercise.duration_minutes)
        ? Number.POSITIVE_INFINITY
        : (round.current.end - round.current.start) / 1000,
    }),
  });

  // While breathing, the guide has the whole screen; a pause brings the app's chrome back. The
  // intro keeps it, so a person who changes their mind can still leave by the navigation.
  const immersive = stage === 'playing' && (isVideo || pacer.playing);
  useImmersive(immersive);

  const stageStyle = {
    '--stage-bg': theme.palette.background,
    '--stage-text': theme.palette.text,
    '--stage-accent': theme.palette.accent,
  } as CSSProperties;

  return (
    <div
      className={styles.player}
      style={stageStyle}
      data-theme={exercise.pacer_theme}
      data-immersive={immersive || undefined}
      data-heart={heartShown || undefined}
    >
      <header className={styles.top}>
        <div className={styles.goalRow}>
          <h1 className={styles.goalTitle}>{exercise.goal_title}</h1>
          <GoalInfo title={exercise.goal_title} description={exercise.goal_description} />
        </div>
        <p className={styles.exerciseTitle}>{exercise.title}</p>
      </header>

      <section className={styles.stage} aria-label={t('player.guide')}>
        {isVideo ? (
          <VideoExercise
            ref={videoRef}
            exercise={exercise}
            started={stage === 'playing'}
            onPlay={tracking.resume}
            onPause={tracking.pause}
            onEnded={() => onRoundEnd.current()}
          />
        ) : (
          <Pacer
            pacer={pacer}
            theme={theme}
            className={styles.pacer}
            labels={{
              inhale: t('player.inhale'),
              exhale: t('player.exhale'),
              paused: stage === 'playing' ? t('player.paused') : t('player.ready'),
            }}
          />
        )}
        {stage === 'ready' ? (
          <div className={styles.overlay}>
            <p className={styles.overlayText} aria-live="polite">
              {soundTrack.ready || isVideo ? t('player.readyText') : t('player.preparing')}
            </p>
            <Button onClick={handleBegin} disabled={!soundTrack.ready && !isVideo}>
              {t('player.begin')}
            </Button>
          </div>
        ) : null}
        {stage === 'intro' ? (
          <div className={styles.overlay}>
            <p className={styles.overlayText}>{exercise.goal_description}</p>
            <p className={styles.countdown} aria-live="polite">
              {t('player.introLeft', { seconds: introLeft })}
            </p>
            <Button onClick={() => startBreathing(exercise)}>{t('player.skipIntro')}</Button>
          </div>
        ) : null}
      </section>

      {!isVideo ? (
        <HeartPanel
          heart={heart}
          periodMs={60_000 / bpm}
          breathAt={breathAt}
          onSource={handleHeartSource}
        />
      ) : null}

      <div className={styles.transport}>
        {stage === 'playing' && !isVideo ? (
          <Button variant="secondary" onClick={handlePauseToggle}>
            {pacer.playing ? t('player.pause') : t('player.resume')}
          </Button>
        ) : null}
        <Toggle.Root className={styles.toggle} pressed={loop} onPressedChange={setLoop}>
          <span aria-hidden="true">↻</span> {t('player.loop')}
        </Toggle.Root>
        <Remaining
          running={stage === 'playing' && !isVideo}
          unlimited={isUnlimited(exercise.duration_minutes)}
          elapsedMs={elapsedMs}
          endRef={round}
        />
        <Link to={AFTER_RATING} className={buttonClass('ghost')} onClick={handleEnd}>
          {t('player.endSession')}
        </Link>
      </div>

      <div className={styles.actions} role="group" aria-label={t('player.actions')}>
        <ReactionBar key={exercise.exerciseID} exercise={exercise} />
        <ShareDialog
          title={exercise.title}
          triggerClassName={styles.iconButton}
          icon={<ShareIcon />}
        />
        <FeedbackDialog
          exerciseId={exercise.exerciseID}
          feedback={details.data?.feedback_data ?? []}
        />
      </div>

      {!isVideo ? (
        <fieldset className={styles.settings}>
          <legend className={styles.legend}>{t('player.settings')}</legend>
          <Setting label={t('player.sound')} checked={sound} onChange={setSound} />
          {narrated ? (
            <Setting
              label={t('player.narration')}
              checked={spoken && voiceAvailable}
              onChange={setSpoken}
              disabled={!voiceAvailable}
              note={voiceAvailable ? undefined : t('player.noVoice')}
            />
          ) : null}
          {pacer.vibrationSupported ? (
            <Setting label={t('player.vibration')} checked={vibration} onChange={setVibration} />
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The goal's info panel: its description in a popover next to the title. */
function GoalInfo({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.infoButton} aria-label={t('player.goalInfo', { title })}>
        <InfoIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
        >
          <p id={titleId} className={styles.popoverTitle}>
            {title}
          </p>
          <p>{description}</p>
          <Popover.Close className={styles.popoverClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Popover.Close>
          <Popover.Arrow className={styles.popoverArrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Setting({
  label,
  checked,
  onChange,
  disabled,
  note,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  note?: string | undefined;
}) {
  return (
    <label className={styles.setting}>
      <Switch.Root
        className={styles.switch}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
      <span>
        {label}
        {note ? <span className={styles.note}> — {note}</span> : null}
      </span>
    </label>
  );
}

const REMAINING_READ_MS = 250;

/**
 * Time left in the round, in seconds on the pacer's clock; ∞ for unlimited. The clock is read four
 * times a second so no second is skipped or held, and only this element renders, and only when
 * the second shown changes: the player around it and the guide's frames are left alone.
 */
function Remaining({
  running,
  unlimited,
  elapsedMs,
  endRef,
}: {
  running: boolean;
  unlimited: boolean;
  elapsedMs: () => number;
  endRef: { current: { end: number } };
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!running || unlimited) return;
    const read = () => setLeft(Math.max(0, Math.ceil((endRef.current.end - elapsedMs()) / 1000)));
    read();
    const timer = window.setInterval(read, REMAINING_READ_MS);
    return () => window.clearInterval(timer);
  }, [running, unlimited, elapsedMs, endRef]);
  const value = unlimited ? INFINITY_SIGN : left === null ? '' : formatHms(left);
  if (!value) return null;
  return (
    <p className={styles.remaining}>
      <span>{t('player.remaining')}</span> <span className={styles.remainingValue}>{value}</span>
    </p>
  );
}

interface VideoProps {
  exercise: TExercise;
  started: boolean;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  ref: Ref<HTMLVideoElement>;
}

/** An exercise with a video plays it instead of the pacer; Skip intro seeks past its intro. */
function VideoExercise({ exercise, started, onPlay, onPause, onEnded, ref }: VideoProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState(0);
  const intro = parseHms(exercise.intro_duration);
  const local = useRef<HTMLVideoElement | null>(null);
  const setRef = (el: HTMLVideoElement | null) => {
    local.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <div className={styles.video}>
      <video
        ref={setRef}
        src={exercise.exercise_video ?? undefined}
        className={styles.videoElement}
        controls={started}
        playsInline
        autoPlay={started}
        preload="metadata"
        aria-label={exercise.title}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
      />
      {started && intro > 0 && time < intro ? (
        <Button
          className={styles.skipVideoIntro}
          onClick={() => {
            if (local.current) local.current.currentTime = intro;
          }}
        >
          {t('player.skipIntro')}
        </Button>
      ) : null}
    </div>
  );
}
