import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import styles from './library.module.css';

/**
 * 'Clear all' with its Yes/No question (spec §4 Lists and data): on Yes, the list's clear call;
 * the toast is `clearedText`, or else the reply's message, and `onCleared` refreshes what showed
 * the list.
 */
export function ClearAll({
  question,
  clearedText,
  clear,
  onCleared,
}: {
  question: string;
  clearedText?: string;
  clear: Pick<UseMutationResult<{ message: string }, unknown, void>, 'mutate' | 'isPending'>;
  onCleared: () => void;
}) {
  const { t } = useTranslation();
  const guardOnline = useOfflineGuard();
  const handleConfirm = () => {
    if (!guardOnline()) return;
    clear.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(clearedText ?? reply.message);
        onCleared();
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={clear.isPending}>
          {t('library.clearAll')}
        </Button>
      }
      title={t('library.confirmTitle')}
      description={question}
      yesLabel={t('library.yes')}
      noLabel={t('library.no')}
      actionsClassName={styles.dialogActions}
      onConfirm={handleConfirm}
    />
  );
}
