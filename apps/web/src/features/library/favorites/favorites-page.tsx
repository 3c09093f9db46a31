import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';
import { useRefreshStoredUser } from '../../../lib/api/profile-info.ts';
import { useWaitingWrites, waitingFavorite } from '../../../lib/write-queue/use-waiting-writes.ts';
import { useClearFavorites } from '../api/clear-favorites.ts';
import { favoritesListKey, useFavorites } from '../api/get-favorites.ts';
import { ClearAll } from '../components/clear-all.tsx';
import { LibraryList } from '../components/library-list.tsx';
import { useRefetchOnSync } from '../lib/use-refetch-on-sync.ts';
import { RemoveFavorite } from './remove-favorite.tsx';
import styles from '../components/library.module.css';

/** /MyFavorites: the exercises kept, newest first, with Clear all and Remove. */
export function FavoritesPage() {
  const { t } = useTranslation();
  useRefreshStoredUser();
  const queryClient = useQueryClient();
  const favorites = useFavorites();
  const clear = useClearFavorites();
  // A removal made offline waits in the queue; the list already leaves its exercise out.
  const waiting = useWaitingWrites();
  useRefetchOnSync(waiting, 'favoriteExercise', [favoritesListKey]);
  const items = (favorites.data?.pages ?? [])
    .flatMap((page) => page.data.favorite_exercise_list)
    .filter((item) => waitingFavorite(waiting, item.exercise_id) !== 0);

  return (
    <Card wide>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{t('pages.favorites')}</h1>
        {items.length > 0 ? (
          <ClearAll
            question={t('library.confirmClearFavorites')}
            clear={clear}
            onCleared={() => void queryClient.resetQueries({ queryKey: favoritesListKey })}
          />
        ) : null}
      </div>
      <LibraryList
        label={t('pages.favorites')}
        query={favorites}
        items={items.map((item) => ({
          key: item.exercise_id,
          to: `/MyFavorites/FavoriteDetail/${item.exercise_id}`,
          title: item.exercise.title,
          goal: item.exercise.goal,
          createdAt: item.created_at,
          actions: <RemoveFavorite exerciseId={item.exercise_id} title={item.exercise.title} />,
        }))}
      />
    </Card>
  );
}
