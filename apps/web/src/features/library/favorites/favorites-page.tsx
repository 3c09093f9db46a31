import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useClearFavorites } from '../api/clear-favorites.ts';
import { favoritesListKey, useFavorites } from '../api/get-favorites.ts';
import { useRefreshStoredUser } from '../../../lib/api/profile-info.ts';
import { ClearAll } from '../components/clear-all.tsx';
import { LibraryList } from '../components/library-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RemoveFavorite } from './remove-favorite.tsx';
import styles from '../components/library.module.css';

/** /MyFavorites: the exercises kept, newest first, with Clear all and Remove. */
export function FavoritesPage() {
  const { t } = useTranslation();
  useRefreshStoredUser();
  const queryClient = useQueryClient();
  const guardOnline = useOfflineGuard();
  const favorites = useFavorites();
  const clear = useClearFavorites();

  const pages = favorites.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data.favorite_exercise_list);
  const first = pages[0];

  const handleClear = () => {
    if (!guardOnline()) return;
    clear.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void queryClient.resetQueries({ queryKey: favoritesListKey });
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };

  return (
    <Card wide>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{t('pages.favorites')}</h1>
        {items.length > 0 ? (
          <ClearAll
            question={t('library.confirmClearFavorites')}
            busy={clear.isPending}
            onConfirm={handleClear}
          />
        ) : null}
      </div>
      {!favorites.data ? (
        <QueryState error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{first?.data.message || first?.message}</p>
      ) : (
        <LibraryList
          label={t('pages.favorites')}
          items={items.map((item) => ({
            key: item.exercise_id,
            to: `/MyFavorites/FavoriteDetail/${item.exercise_id}`,
            title: item.exercise.title,
            goal: item.exercise.goal,
            createdAt: item.created_at,
            actions: <RemoveFavorite exerciseId={item.exercise_id} title={item.exercise.title} />,
          }))}
          hasMore={favorites.hasNextPage}
          loadingMore={favorites.isFetchingNextPage}
          onLoadMore={() => {
            if (!favorites.isFetchingNextPage) void favorites.fetchNextPage();
          }}
        />
      )}
    </Card>
  );
}
