import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_DELETE_REENABLE_MS, type TFeedbackItem } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteExerciseFeedback } from '../../../lib/api/delete-exercise-feedback.ts';
import { formatDateTime, isoOf } from '../lib/date-format.ts';
import styles from './library.module.css';

/**
 * The feedback written on this exercise, each with Delete (confirmation first). After a delete
 * the buttons wait FEEDBACK_DELETE_REENABLE_MS (spec §9) before they take another press.
 */
export function FeedbackList({
  feedback,
  emptyText,
  onDeleted,
}: {
  feedback: readonly TFeedbackItem[];
  /** The server's 'No feedback found', or ours when it sent none. */
  emptyText: string | null;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const remove = useDeleteExerciseFeedback();
  const guardOnline = useOfflineGuard();
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), FEEDBACK_DELETE_REENABLE_MS);
    return () => window.clearTimeout(timer);
  }, [locked]);

  const handleDelete = (id: number) => {
    // Not queued (decision 088): offline it says so at once rather than wait unseen.
    if (!guardOnline()) return;
    setLocked(true);
    remove.mutate(id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onDeleted();
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('library.feedbackTitle')}
      </h2>
      {feedback.length === 0 ? (
        <p className={styles.muted}>{emptyText || t('noFeedback', { ns: 'msg' })}</p>
      ) : (
        <ul className={styles.feedbackList}>
          {feedback.map((item) => (
            <FeedbackRow
              key={item.exerciseFeedbackID}
              item={item}
              disabled={locked || remove.isPending}
              onConfirm={() => handleDelete(item.exerciseFeedbackID)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedbackRow({
  item,
  disabled,
  onConfirm,
}: {
  item: TFeedbackItem;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <li className={styles.feedbackItem}>
      <div className={styles.feedbackBody}>
        <p id={textId} className={styles.feedbackText}>
          {item.description}
        </p>
        <time className={styles.meta} dateTime={isoOf(item.created_at)}>
          {formatDateTime(item.created_at)}
        </time>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" disabled={disabled} aria-describedby={textId}>
            {t('player.deleteFeedback')}
          </Button>
        }
        title={t('library.confirmTitle')}
        description={t('library.confirmDeleteFeedback')}
        yesLabel={t('library.yes')}
        noLabel={t('library.no')}
        actionsClassName={styles.dialogActions}
        onConfirm={onConfirm}
      />
    </li>
  );
}
