import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_DELETE_REENABLE_MS,
  FEEDBACK_MAX_LENGTH,
  ZAddExerciseFeedbackRequest,
  type TFeedbackItem,
} from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddExerciseFeedback } from '../api/add-exercise-feedback.ts';
import { useDeleteExerciseFeedback } from '../../../lib/api/delete-exercise-feedback.ts';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { FeedbackIcon } from '../components/icons.tsx';
import styles from './player.module.css';

/** The feedback panel: free text about the exercise (feedback create), and the user's own. */
export function FeedbackDialog({
  exerciseId,
  feedback,
}: {
  exerciseId: number;
  feedback: readonly TFeedbackItem[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useAddExerciseFeedback();
  const remove = useDeleteExerciseFeedback();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [deleteLocked, setDeleteLocked] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  // Spec §9: deleting is enabled again 3 s after a delete.
  useEffect(() => {
    if (!deleteLocked) return;
    const timer = window.setTimeout(() => setDeleteLocked(false), FEEDBACK_DELETE_REENABLE_MS);
    return () => window.clearTimeout(timer);
  }, [deleteLocked]);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['sessions', 'exercise-details'] });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAddExerciseFeedbackRequest.safeParse({
      exercise_id: exerciseId,
      description: text,
    });
    if (!parsed.success) {
      setError(messageText(t, parsed.error.issues[0]?.message));
      return;
    }
    setError('');
    add.mutate(parsed.data, {
      onSuccess: (result) => {
        if (result.sent) toast.success(result.reply.message);
        else toast.success(t('sessionSync.savedLater'));
        setText('');
        void refresh();
      },
      onError: (failure) => setError(errorText(t, failure)),
    });
  };

  const handleDelete = (id: number) => {
    if (deleteLocked) return;
    setDeleteLocked(true);
    remove.mutate(id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void refresh();
      },
      onError: (failure) => toast.error(errorText(t, failure)),
    });
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.iconButton}>
        <FeedbackIcon />
        <span>{t('player.feedback')}</span>
      </Dialog.Trigger>
      <DialogFrame title={t('player.feedbackTitle')} description={t('player.feedbackIntro')}>
        <form className={styles.feedbackForm} onSubmit={handleSubmit} noValidate>
          <label htmlFor={fieldId} className={formStyles.label}>
            {t('player.feedbackLabel')}
          </label>
          <textarea
            id={fieldId}
            className={`${formStyles.input} ${styles.textarea}`}
            value={text}
            maxLength={FEEDBACK_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={add.isPending}>
            {t('rating.submit')}
          </Button>
        </form>
        {feedback.length > 0 ? (
          <section aria-label={t('player.yourFeedback')}>
            <h3 className={styles.subheading}>{t('player.yourFeedback')}</h3>
            <ul className={styles.feedbackList}>
              {feedback.map((item) => (
                <li key={item.exerciseFeedbackID} className={styles.feedbackItem}>
                  <p>{item.description}</p>
                  <Button
                    variant="ghost"
                    aria-disabled={deleteLocked || undefined}
                    onClick={() => handleDelete(item.exerciseFeedbackID)}
                  >
                    {t('player.deleteFeedback')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}
