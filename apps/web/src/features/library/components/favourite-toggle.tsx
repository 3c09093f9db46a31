import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSetFavorite } from '../../../lib/api/set-favorite.ts';
import { useWaitingWrites, waitingFavorite } from '../../../lib/write-queue/use-waiting-writes.ts';
import { favoritesListKey } from '../api/get-favorites.ts';
import styles from './library.module.css';

/**
 * Favourite toggle (spec §4: 0/1). Shows the new state at once; the reply confirms it, and any
 * failure puts it back with 'Something went wrong' (spec §8). Offline the press waits in the
 * write queue (decision 073): the new state stays, marked "Waiting to sync" until it is sent.
 */
export function FavouriteToggle({
  exerciseId,
  isFavorite,
  onChanged,
}: {
  exerciseId: number;
  isFavorite: 0 | 1;
  onChanged: (value: 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const favorite = useSetFavorite();
  const queued = waitingFavorite(useWaitingWrites(), exerciseId);
  const [optimistic, setOptimistic] = useState<0 | 1 | null>(null);
  const shown = optimistic ?? queued ?? isFavorite;

  const handleClick = () => {
    if (favorite.isPending) return;
    const next = shown === 1 ? 0 : 1;
    setOptimistic(next);
    favorite.mutate(
      { exerciseId, action: next },
      {
        onSuccess: (result) => {
          setOptimistic(null);
          if (!result.sent) {
            // The page's copy takes the press, so it still shows once the queue has sent it.
            onChanged(next);
            toast.success(t('sessionSync.savedLater'));
            return;
          }
          onChanged(result.reply.data.is_favorite);
          toast.success(result.reply.message);
          void queryClient.invalidateQueries({ queryKey: favoritesListKey });
        },
        onError: () => {
          setOptimistic(null);
          toast.error(t('somethingWrong', { ns: 'msg' }));
        },
      },
    );
  };

  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={shown === 1}
      aria-disabled={favorite.isPending || undefined}
      onClick={handleClick}
    >
      <HeartIcon filled={shown === 1} />
      <span>{t('player.favourite')}</span>
      {queued !== null ? <span className={styles.meta}> · {t('sessionSync.waiting')}</span> : null}
    </button>
  );
}
