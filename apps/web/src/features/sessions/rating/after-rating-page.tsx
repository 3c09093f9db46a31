import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FEEDBACK_MAX_LENGTH } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useExperienceFeedback } from '../api/experience-feedback.ts';
import {
  clearCurrentSession,
  currentExercise,
  readCurrentSession,
} from '../../../lib/current-session.ts';
import { formatHms } from '../lib/duration-format.ts';
import { averagePace } from '../player/watch-clock.ts';
import { RatingField } from './rating-field.tsx';
import { ZRatingForm, type RatingFormInput, type RatingFormOutput } from './rating-form.ts';
import styles from './rating.module.css';

/**
 * /Home/new-after-rating and /Home/new-feed-back: how the user feels after the session (type 2),
 * free text, and a summary. Submit goes to /home when the goal has a rating, else /program.
 */
export function AfterRatingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [session] = useState(readCurrentSession);
  const exercise = currentExercise(session);
  const send = useExperienceFeedback();
  const questionId = useId();
  const textId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RatingFormInput, unknown, RatingFormOutput>({
    resolver: zodResolver(ZRatingForm),
    defaultValues: { rating: undefined, feedback: '' },
  });

  if (!session || !exercise) return <Navigate to="/Home" replace />;
  const rating = exercise.goal_rating;
  const seconds = session.played.reduce((sum, part) => sum + part.seconds, 0);
  const pace = averagePace(session.played);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  const onSubmit = handleSubmit((values) => {
    // The view's id, or (offline) its queued update-history write, whose reply will name it.
    const view = session.video_views_id;
    const viewWrite = view === null ? (session.history_write ?? null) : null;
    send.mutate(
      {
        body: {
          rating: values.rating,
          exercise_id: exercise.exerciseID,
          type: 2,
          feedback: values.feedback,
          experience_id: view ?? undefined,
        },
        ...(viewWrite && {
          refs: [{ name: 'experience_id', from: viewWrite, field: 'video_views_id' }],
        }),
      },
      {
        onSuccess: (result) => {
          toast.success(result.sent ? result.reply.message : t('sessionSync.savedLater'));
          clearCurrentSession();
          void navigate(rating ? '/home' : '/program');
        },
      },
    );
  });

  const ratingError = messageText(t, errors.rating?.message);
  const feedbackError = messageText(t, errors.feedback?.message);
  return (
    <Card wide>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div>
          <p className={styles.kicker}>{t('rating.complete')}</p>
          <h1 className={pageStyles.title}>{t('pages.afterRating')}</h1>
        </div>
        <dl className={styles.summary}>
          <div className={styles.summaryItem}>
            <dt>{t('rating.goal')}</dt>
            <dd>{exercise.goal_title}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{t('rating.duration')}</dt>
            <dd className={styles.figure}>{formatHms(seconds)}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{t('rating.averagePace')}</dt>
            <dd className={styles.figure}>
              {t('rating.paceValue', {
                value: number.format(pace ?? exercise.effective_pace),
              })}
            </dd>
          </div>
        </dl>
        <p id={questionId} className={styles.question}>
          {exercise.after_questions || rating?.goaltitle || t('pages.afterRating')}
        </p>
        <RatingField
          control={control}
          rating={rating}
          questionId={questionId}
          error={ratingError}
        />
        <div className={styles.field}>
          <label htmlFor={textId} className={formStyles.label}>
            {t('rating.freeText')}
          </label>
          <textarea
            id={textId}
            className={`${formStyles.input} ${styles.textarea}`}
            maxLength={FEEDBACK_MAX_LENGTH}
            aria-invalid={feedbackError ? true : undefined}
            {...register('feedback')}
          />
          {feedbackError ? <p className={styles.error}>{feedbackError}</p> : null}
        </div>
        {send.isError ? <Notice tone="error">{errorText(t, send.error)}</Notice> : null}
        <Button type="submit" className={styles.submit} disabled={send.isPending}>
          {t('rating.submit')}
        </Button>
      </form>
    </Card>
  );
}
