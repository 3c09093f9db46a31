import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TExercise } from '@resona/contract';
import { FaceScale } from './face-scale.tsx';
import type { RatingFormInput, RatingFormOutput } from './rating-form.ts';
import styles from './rating.module.css';

/** The rating screens' face scale, bound to the form's `rating`, with its error below it. */
export function RatingField({
  control,
  rating,
  questionId,
  error,
}: {
  control: Control<RatingFormInput, unknown, RatingFormOutput>;
  rating: TExercise['goal_rating'];
  /** The id of the question the scale answers. */
  questionId: string;
  /** The rating's error text, or '' when there is none. */
  error: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <FaceScale
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            lowLabel={rating?.low_rating ?? t('rating.low')}
            highLabel={rating?.high_rating ?? t('rating.high')}
            labelledBy={questionId}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
          />
        )}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
