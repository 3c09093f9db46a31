import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TDuration, TGoal, TNarration, TTheme } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { getDesign, useDefaultSelection } from '../api/get-default.ts';
import {
  DesignNotLoadedError,
  exercisesQueryOptions,
  useDurations,
  useGoals,
  useNarrations,
  useSearchExercises,
  useThemes,
} from '../api/search.ts';
import { useSetDefault } from '../api/set-default.ts';
import { OptionGroup, type Option } from '../components/option-group.tsx';
import { ThemeSwatch } from '../components/theme-swatch.tsx';
import { useRhythms } from '../../../lib/rhythms-query.ts';
import { INFINITY_SIGN, isUnlimited } from '../lib/duration-format.ts';
import { canStart, designReducer, selectionOf, type Level } from './design-cascade.ts';
import { designFromCache, selectionOfDefault } from './design-sources.ts';
import { LengthChoice, useLengthChoice, type LengthReading } from './length-choice.tsx';
import { RESONANCE_PACE, rhythmChoices } from './rhythm-choice.ts';
import { TutorialDialog } from './tutorial-dialog.tsx';
import styles from './session-design.module.css';

/**
 * /home, /Home, /Home/{expId}, /home/{experience_meta_id}: goal, time, narration and theme with
 * the cascade of spec §4, then Start. A path id names a design (experience_meta_id) to pre-fill.
 */
export function SessionDesignPage() {
  const { expId } = useParams();
  const prefillId = expId && /^\d+$/.test(expId) ? Number(expId) : null;
  // A new design id starts a fresh screen.
  return <SessionDesign key={prefillId ?? 'new'} prefillId={prefillId} />;
}

function SessionDesign({ prefillId }: { prefillId: number | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = user?.userID ?? 0;
  // Whatever the route's loader (or an earlier visit) has cached is drawn in the first render,
  // so the groups do not fill in one after another. A design to duplicate is asked for below.
  const [state, dispatch] = useReducer(designReducer, undefined, () =>
    designFromCache(queryClient, language, userId, prefillId === null ? undefined : {}),
  );
  const { goal, duration, narration, theme } = selectionOf(state);
  // The breath: the person's resonance pace unless they pick a starting point or a rhythm of theirs.
  const ownRhythms = useRhythms(userId);
  const [rhythmId, setRhythmId] = useState(RESONANCE_PACE);
  const choices = rhythmChoices(ownRhythms.data ?? [], (key) => t(key, { ns: 'msg' }));
  const rhythm = (choices.find((c) => c.id === rhythmId) ?? choices[0]!).rhythm;
  const length = useLengthChoice();

  const goals = useGoals(language);
  const durations = useDurations(language, goal);
  const narrations = useNarrations(language, goal, duration);
  const themes = useThemes(language, {
    goal_id: goal ?? undefined,
    duration_minute_id: duration ?? undefined,
    narration_id: narration ?? undefined,
  });
  const defaults = useDefaultSelection(userId);
  const start = useSearchExercises(language);
  const saveDefault = useSetDefault();
  const prefillRequested = useRef(false);

  // Each level's options, keyed by the choices they were asked for (a stale reply is ignored).
  const feed = (level: Level, key: string, ids: number[] | undefined) => {
    if (ids) dispatch({ type: 'options', level, key, ids });
  };
  useEffect(
    () =>
      feed(
        'goal',
        'goals',
        goals.data?.map((g) => g.goal_id),
      ),
    [goals.data],
  );
  useEffect(() => {
    if (goal !== null)
      feed(
        'duration',
        `g${goal}`,
        durations.data?.map((d) => d.duration_minute_id),
      );
  }, [durations.data, goal]);
  useEffect(() => {
    if (goal !== null && duration !== null) {
      feed(
        'narration',
        `g${goal}d${duration}`,
        narrations.data?.map((n) => n.narrationID),
      );
    }
  }, [narrations.data, goal, duration]);
  useEffect(() => {
    feed(
      'theme',
      `g${goal ?? '-'}d${duration ?? '-'}n${narration ?? '-'}`,
      themes.data?.map((th) => th.theme_id),
    );
  }, [themes.data, goal, duration, narration]);

  // Saved defaults pre-select what is still offered (spec §4).
  const saved = defaults.data;
  useEffect(() => {
    if (!saved || prefillId !== null) return;
    dispatch({ type: 'preferred', selection: selectionOfDefault(saved) });
  }, [saved, prefillId]);

  // A design to duplicate: its parts, from the design id.
  useEffect(() => {
    if (prefillId === null || prefillRequested.current) return;
    prefillRequested.current = true;
    getDesign(prefillId)
      .then((design) => {
        dispatch({ type: 'preferred', override: true, selection: selectionOfDefault(design) });
      })
      .catch((error: unknown) => toast.error(errorText(t, error)));
  }, [prefillId, t]);

  const design = {
    goal_id: goal ?? undefined,
    duration_minute_id: duration ?? undefined,
    narration_id: narration ?? undefined,
    theme_id: theme ?? undefined,
  };
  const ready = canStart(state);
  // A complete design's exercises are loaded ahead, so Start works if the network goes (offline,
  // the service worker may still have them from an earlier visit).
  const designKey = JSON.stringify(design);
  useEffect(() => {
    if (!ready) return;
    void queryClient.prefetchQuery(exercisesQueryOptions(language, JSON.parse(designKey)));
  }, [ready, designKey, language, queryClient]);

  const handleStart = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'start' });
    if (!ready || start.isPending) return;
    if ('checking' in length.reading) void length.settle().then(startWith, () => undefined);
    else startWith(length.reading);
  };

  // Offline the session goes on: its writes wait in the write queue (decision 073).
  const startWith = (reading: LengthReading) => {
    if (!('length' in reading) || start.isPending) return;
    const sessionLength = reading.length;
    start.mutate(design, {
      onSuccess: async (reply) => {
        const data = reply.data;
        const exercises = data.output === 'EXERCISE' ? data.exercise_list : [];
        if (exercises.length === 0) {
          toast.warning(reply.message || t('session.noExercises'));
          if (prefillId !== null) void navigate('/Home');
          return;
        }
        // Loaded on Start: its schemas are not part of /home's first load (issue 34).
        const { startCurrentSession } = await import('../../../lib/current-session.ts');
        startCurrentSession(exercises, rhythm, sessionLength);
        // The design becomes the default; Start goes on even if saving it fails.
        await saveDefault.mutateAsync(design).catch(() => undefined);
        void navigate('/Home/before-rating-section');
      },
    });
  };

  const goalOptions = goals.data?.map(goalOption);
  const durationOptions = durations.data?.map((d) => durationOption(d, t));
  const narrationOptions = narrations.data?.map(narrationOption(t));
  const themeOptions = themes.data?.map(themeOption);
  const loading = t('common.loading');

  return (
    <Card wide className={styles.card}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 className={pageStyles.title}>{t('pages.sessionDesign')}</h1>
          <p className={pageStyles.lead}>{t('session.designIntro')}</p>
        </div>
        <TutorialDialog />
      </div>
      {goals.error ? <Notice tone="error">{errorText(t, goals.error)}</Notice> : null}
      <form className={styles.form} onSubmit={handleStart} noValidate>
        <div className={styles.groups}>
          <OptionGroup
            title={t('session.goal')}
            options={state.levels.goal.options ? (goalOptions ?? null) : null}
            value={goal}
            onChoose={(id) => dispatch({ type: 'choose', level: 'goal', id })}
            placeholder={loading}
          />
          <OptionGroup
            title={t('session.time')}
            layout="grid"
            options={state.levels.duration.options ? (durationOptions ?? null) : null}
            value={duration}
            onChoose={(id) => dispatch({ type: 'choose', level: 'duration', id })}
            placeholder={goal === null ? t('session.chooseGoalFirst') : loading}
          />
          <OptionGroup
            title={t('session.narration')}
            options={state.levels.narration.options ? (narrationOptions ?? null) : null}
            value={narration}
            onChoose={(id) => dispatch({ type: 'choose', level: 'narration', id })}
            placeholder={duration === null ? t('session.chooseTimeFirst') : loading}
          />
          <OptionGroup
            title={t('session.rhythm')}
            options={choices.map((c) => ({
              id: c.id,
              label: 'key' in c.label ? t(c.label.key, { ns: 'msg' }) : <bdi>{c.label.text}</bdi>,
            }))}
            value={rhythmId}
            onChoose={setRhythmId}
            placeholder={loading}
          />
          <LengthChoice choice={length} />
          <OptionGroup
            title={t('session.theme')}
            options={state.levels.theme.options ? (themeOptions ?? null) : null}
            value={theme}
            onChoose={(id) => dispatch({ type: 'choose', level: 'theme', id })}
            placeholder={loading}
          />
        </div>
        <div className={styles.footer} aria-live="polite">
          {state.showRequired ? (
            <Notice tone="error">{t('sessionSelectionRequired', { ns: 'msg' })}</Notice>
          ) : start.error instanceof DesignNotLoadedError ? (
            <Notice tone="warning">{t('sessionSync.notLoadedOffline')}</Notice>
          ) : start.error ? (
            <Notice tone="error">{errorText(t, start.error)}</Notice>
          ) : null}
        </div>
        <Button type="submit" className={styles.start} disabled={start.isPending}>
          {t('session.start')}
        </Button>
      </form>
    </Card>
  );
}

const goalOption = (g: TGoal): Option => ({ id: g.goal_id, label: g.title });

function durationOption(d: TDuration, t: TFunction): Option {
  return {
    id: d.duration_minute_id,
    label: isUnlimited(d.minute) ? (
      <>
        <span aria-hidden="true" className={styles.infinity}>
          {INFINITY_SIGN}
        </span>
        <span className="visually-hidden">{t('session.unlimited')}</span>
      </>
    ) : (
      t('session.minutes', { value: d.minute })
    ),
  };
}

const narrationOption =
  (t: TFunction) =>
  (n: TNarration): Option => ({
    id: n.narrationID,
    label: n.title || t('session.noNarration'),
  });

const themeOption = (th: TTheme): Option => ({
  id: th.theme_id,
  label: th.title,
  picture: <ThemeSwatch theme={th.pacer_theme} />,
});
