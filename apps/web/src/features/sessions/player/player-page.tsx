import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Toggle } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { languageById } from '@resona/contract';
import { Button, buttonClass } from '../../../components/button.tsx';
import { PACER_THEMES, Pacer, usePacer } from '../../../components/pacer/index.ts';
import { narrationLanguage } from '../../../components/pacer/narration-cues.ts';
import { trackCycles } from '../../../components/pacer/track-plan.ts';
import { ShareDialog } from '../../../components/share/share-dialog.tsx';
import { ShareIcon } from '../../../components/icons.tsx';
import { useImmersive } from '../../../hooks/use-immersive.ts';
import { useExerciseDetails } from '../api/get-exercise-details.ts';
import { readCurrentSession, type CurrentSession } from '../../../lib/current-session.ts';
import { isUnlimited } from '../lib/duration-format.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { GoalInfo } from './goal-info.tsx';
import { PlayerSettings } from './player-settings.tsx';
import { usePlayerPreferences } from './player-preferences.ts';
import { StageOverlay } from './stage-overlay.tsx';
import { Remaining } from './remaining.tsx';
import { VideoExercise } from './video-exercise.tsx';
import { paceOf, ratioOf } from './playback.ts';
import { phasesOf, sessionPattern } from './session-pattern.ts';
import { ReactionBar } from './reaction-bar.tsx';
import { useMediaSession } from './use-media-session.ts';
import { useSessionTrack } from './use-session-track.ts';
import type { SessionSound } from './use-session-track.ts';
import { useViewTracking } from './use-view-tracking.ts';
import { AFTER_RATING, roundMsOf, useRounds, type Stage } from './use-rounds.ts';
import { useTrackPlayer, useTrackSync } from './use-track-sync.ts';
import { HeartPanel } from './heart/heart-panel.tsx';
import { useHeartLink } from './heart/use-heart-link.ts';
import styles from './player.module.css';

/** /Home/new-intro: the session player (spec §2 Player, §4 Playback). */
export function PlayerPage() {
  const [session] = useState(readCurrentSession);
  if (!session) return <Navigate to="/Home" replace />;
  return <Player session={session} />;
}

function Player({ session }: { session: CurrentSession }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { exercises } = session;
  const [index, setIndex] = useState(session.index);
  const [loop, setLoop] = useState(false);
  const [stage, setStage] = useState<Stage>('ready');
  const [sound, setSound] = useState(true);
  const [spoken, setSpoken] = useState(true);
  const prefs = usePlayerPreferences();
  const { vibration } = prefs;

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

  const ownPace = paceOf(exercise);
  const [inhale, exhale] = ratioOf(exercise);
  const { rhythm } = session;
  const pattern = useMemo(
    () => sessionPattern({ bpm: ownPace, ratio: [inhale, exhale] }, rhythm),
    [rhythm, ownPace, inhale, exhale],
  );
  const { bpm } = pattern;
  const counting = exercise.narration_style === 'counting';
  const roundMs = roundMsOf(exercise);
  // The session's sound, rendered ahead into one track a media element plays (decision 074);
  // useSessionTrack renders anew only when what it is made of changes.
  const sessionSound: SessionSound | null = isVideo
    ? null
    : {
        pattern,
        cycles: trackCycles(pattern, roundMs),
        cues: sound ? prefs.cues : 'none',
        voice:
          spoken && narrated && voiceAvailable
            ? { lang, style: counting ? 'counting' : 'guided' }
            : null,
      };
  const soundTrack = useSessionTrack(sessionSound);
  const player = useTrackPlayer();
  const pacer = usePacer({ pattern, vibration, liveAudio: false, clock: player?.clock });
  const heartLink = useHeartLink(pacer.engine, player);
  const tracking = useViewTracking(heartLink.beatsOf);

  const { elapsedMs } = pacer;
  // Where the current exercise's track began on the session's clock (its own track's 0).
  const trackStart = useRef(0);
  const setTrackStart = useCallback((ms: number) => {
    trackStart.current = ms;
  }, []);
  const trackStartMs = useCallback(() => trackStart.current, []);
  // A new track (the pace or the settings changed) goes on from where the session is.
  const playingTrack = stage === 'playing' && !isVideo && pacer.playing;
  useTrackSync(player, soundTrack, playingTrack, elapsedMs, trackStart);
  const { round, roundCount, onRoundEnd, handleBegin, videoRef, breathsLeft, ...leadIn } =
    useRounds({
      exercises,
      index,
      setIndex,
      loop,
      exercise,
      isVideo,
      vibration,
      bpm,
      pacer,
      tracking,
      player,
      stage,
      setStage,
      countdown: prefs.countdown,
      sound,
      trackStartMs,
      setTrackStart,
      rhythm,
      length: session.length,
    });

  // Until the person stops: an unlimited exercise, or a session they chose to leave open.
  const openEnded = isUnlimited(exercise.duration_minutes) || session.length?.kind === 'open';

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
      duration: openEnded
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
      data-heart={heartLink.shown || undefined}
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
              hold: t('player.hold'),
              paused: stage === 'playing' ? t('player.paused') : t('player.ready'),
            }}
          />
        )}
        <StageOverlay
          stage={stage}
          ready={soundTrack.ready || isVideo}
          left={leadIn.leadInLeft}
          introText={exercise.goal_description}
          onBegin={handleBegin}
          onSkipIntro={leadIn.skipIntro}
        />
      </section>

      {!isVideo ? (
        <HeartPanel
          heart={heartLink.heart}
          periodMs={60_000 / bpm}
          breathAt={heartLink.breathAt}
          onSource={heartLink.onSource}
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
          unlimited={openEnded}
          elapsedMs={elapsedMs}
          endRef={round}
          breathsLeft={breathsLeft}
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
        <PlayerSettings
          sound={sound}
          onSound={setSound}
          cues={prefs.cues}
          onCues={prefs.setCues}
          phases={phasesOf(pattern)}
          narration={narrated ? { on: spoken && voiceAvailable, available: voiceAvailable } : null}
          onNarration={setSpoken}
          vibration={pacer.vibrationSupported ? vibration : null}
          onVibration={prefs.setVibration}
          countdown={prefs.countdown}
          onCountdown={prefs.setCountdown}
        />
      ) : null}
    </div>
  );
}
