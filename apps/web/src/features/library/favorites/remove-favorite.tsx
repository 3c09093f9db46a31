import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { favoritesListKey } from '../api/get-favorites.ts';
import { useSetFavorite } from '../../../lib/api/set-favorite.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import styles from '../components/library.module.css';

/**
 * Remove one favourite, after a Yes (spec §4: single removal asks for confirmation); offline
 * through the write queue, like every favourite press.
 */
export function RemoveFavorite({
  exerciseId,
  title,
  onRemoved,
}: {
  exerciseId: number;
  title: string;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const favorite = useSetFavorite();

  const handleRemove = () => {
    favorite.mutate(
      { exerciseId, action: 0 },
      {
        onSuccess: (result) => {
          // Offline the removal waits in the queue; the list leaves the item out meanwhile.
          toast.success(result.sent ? result.reply.message : t('sessionSync.savedLater'));
          void queryClient.invalidateQueries({ queryKey: favoritesListKey });
          onRemoved?.();
        },
        onError: () => toast.error(t('somethingWrong', { ns: 'msg' })),
      },
    );
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" disabled={favorite.isPending}>
          {t('library.remove')}
        </Button>
      }
      title={t('library.confirmTitle')}
      description={t('library.confirmRemoveFavorite', { title })}
      yesLabel={t('library.yes')}
      noLabel={t('library.no')}
      actionsClassName={styles.dialogActions}
      onConfirm={handleRemove}
    />
  );
}
