import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons.tsx';
import { toast } from '../../../lib/toast.ts';
import { favoritesListKey } from '../api/get-favorites.ts';
import { useSetFavorite } from '../../../lib/api/set-favorite.ts';
import styles from './library.module.css';

/**
 * Favourite toggle (spec §4: 0/1). Shows the new state at once; the reply confirms it, and any
 * failure puts it back with 'Something went wrong' (spec §8).
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
  const [optimistic, setOptimistic] = useState<0 | 1 | null>(null);
  const shown = optimistic ?? isFavorite;

  const handleClick = () => {
    if (favorite.isPending) return;
    const next = shown === 1 ? 0 : 1;
    setOptimistic(next);
    favorite.mutate(
      { exerciseId, action: next },
      {
        onSuccess: (reply) => {
          onChanged(reply.data.is_favorite);
          setOptimistic(null);
          toast.success(reply.message);
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
    </button>
  );
}
