import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { useExperienceFeedback } from '../api/experience-feedback.ts';
import { currentExercise, readCurrentSession } from '../../../lib/current-session.ts';
import { RatingField } from './rating-field.tsx';
import { ZRatingForm, type RatingFormInput, type RatingFormOutput } from './rating-form.ts';
import styles from './rating.module.css';

/** /Home/before-rating-section: how the user feels before the session (type 1), then the player. */
export function BeforeRatingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [exercise] = useState(() => currentExercise(readCurrentSession()));
  const send = useExperienceFeedback();
  const questionId = useId();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RatingFormInput, unknown, RatingFormOutput>({
    resolver: zodResolver(ZRatingForm),
    defaultValues: { rating: undefined, feedback: undefined },
  });

  if (!exercise) return <Navigate to="/Home" replace />;
  const rating = exercise.goal_rating;

  const onSubmit = handleSubmit((values) => {
    // Offline the rating waits in the write queue; the session goes on either way.
    send.mutate(
      { body: { rating: values.rating, exercise_id: exercise.exerciseID, type: 1 } },
      { onSuccess: () => void navigate('/Home/new-intro') },
    );
  });

  const ratingError = messageText(t, errors.rating?.message);
  return (
    <Card wide>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div>
          <p className={styles.kicker}>{exercise.goal_title}</p>
          <h1 className={pageStyles.title}>{t('pages.beforeRating')}</h1>
        </div>
        <p id={questionId} className={styles.question}>
          {exercise.before_questions || rating?.goaltitle || t('pages.beforeRating')}
        </p>
        {rating?.goal_description ? (
          <p className={pageStyles.lead}>{rating.goal_description}</p>
        ) : null}
        <RatingField
          control={control}
          rating={rating}
          questionId={questionId}
          error={ratingError}
        />
        {send.isError ? <Notice tone="error">{errorText(t, send.error)}</Notice> : null}
        <Button type="submit" className={styles.submit} disabled={send.isPending}>
          {t('rating.submit')}
        </Button>
      </form>
    </Card>
  );
}
