import { Suspense, lazy, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useClearExerciseHistory } from '../api/clear-exercise-history.ts';
import { historyListKey, useExerciseHistory } from '../api/get-exercise-history.ts';
import { progressKey } from '../api/get-progress.ts';
import { refreshStoredUser, useRefreshStoredUser } from '../../../lib/api/profile-info.ts';
import { ClearAll } from '../components/clear-all.tsx';
import { LibraryList } from '../components/library-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import styles from '../components/library.module.css';

// The chart's code is a chunk of its own, fetched only when this screen shows.
const ProgressPicture = lazy(async () => ({
  default: (await import('../progress/progress-picture.tsx')).ProgressPicture,
}));

/** /MyHistory: the progress picture, then every session played, newest first. */
export function HistoryPage() {
  const { t } = useTranslation();
  useRefreshStoredUser();
  const queryClient = useQueryClient();
  const guardOnline = useOfflineGuard();
  const progressHeadingId = useId();
  const history = useExerciseHistory();
  const clear = useClearExerciseHistory();

  const pages = history.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data.exercise_history_list);
  const first = pages[0];

  const handleClear = () => {
    if (!guardOnline()) return;
    clear.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void queryClient.resetQueries({ queryKey: historyListKey });
        void queryClient.invalidateQueries({ queryKey: progressKey });
        refreshStoredUser(queryClient).catch(() => undefined);
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };

  return (
    <Card wide>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{t('pages.history')}</h1>
        {items.length > 0 ? (
          <ClearAll
            question={t('library.confirmClearHistory')}
            busy={clear.isPending}
            onConfirm={handleClear}
          />
        ) : null}
      </div>
      <section className={styles.section} aria-labelledby={progressHeadingId}>
        <h2 id={progressHeadingId} className={styles.sectionTitle}>
          {t('library.progress.title')}
        </h2>
        <Suspense fallback={<p className={styles.muted}>{t('common.loading')}</p>}>
          <ProgressPicture />
        </Suspense>
      </section>
      <section className={styles.section} aria-label={t('library.sessions')}>
        {!history.data ? (
          <QueryState error={history.error} onRetry={() => void history.refetch()} />
        ) : items.length === 0 ? (
          <p className={styles.muted}>{first?.data.message || first?.message}</p>
        ) : (
          <LibraryList
            label={t('library.sessions')}
            items={items.map((item) => ({
              key: item.exerciseHistoryID,
              to: `/MyHistory/HistItemDetail/${item.exerciseHistoryID}`,
              title: item.exercise.title,
              goal: item.exercise.goal,
              createdAt: item.created_at,
            }))}
            hasMore={history.hasNextPage}
            loadingMore={history.isFetchingNextPage}
            onLoadMore={() => {
              if (!history.isFetchingNextPage) void history.fetchNextPage();
            }}
          />
        )}
      </section>
    </Card>
  );
}
