import { Suspense, lazy, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';
import { refreshStoredUser, useRefreshStoredUser } from '../../../lib/api/profile-info.ts';
import { useClearExerciseHistory } from '../api/clear-exercise-history.ts';
import { historyListKey, useExerciseHistory } from '../api/get-exercise-history.ts';
import { progressKey } from '../api/get-progress.ts';
import { ClearAll } from '../components/clear-all.tsx';
import { LibraryList } from '../components/library-list.tsx';
import { useRefetchOnSync } from '../lib/use-refetch-on-sync.ts';
import { useWaitingWrites } from '../../../lib/write-queue/use-waiting-writes.ts';
import styles from '../components/library.module.css';
import { WaitingSessions } from './waiting-sessions.tsx';

// The chart's code is a chunk of its own, fetched only when this screen shows.
const ProgressPicture = lazy(async () => ({
  default: (await import('../progress/progress-picture.tsx')).ProgressPicture,
}));

/** /MyHistory: the progress picture, then every session played, newest first. */
export function HistoryPage() {
  const { t } = useTranslation();
  useRefreshStoredUser();
  const queryClient = useQueryClient();
  const progressHeadingId = useId();
  const history = useExerciseHistory();
  const clear = useClearExerciseHistory();
  // A removal made offline waits in the queue; the list already leaves the item out.
  const waiting = useWaitingWrites();
  const removed = new Set(
    useRefetchOnSync(waiting, 'deleteExerciseHistory', [historyListKey, progressKey]).map((w) =>
      Number(w.body?.id),
    ),
  );
  const items = (history.data?.pages ?? [])
    .flatMap((page) => page.data.exercise_history_list)
    .filter((item) => !removed.has(item.exerciseHistoryID));

  const handleCleared = () => {
    void queryClient.resetQueries({ queryKey: historyListKey });
    void queryClient.invalidateQueries({ queryKey: progressKey });
    refreshStoredUser(queryClient).catch(() => undefined);
  };

  return (
    <Card wide>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{t('pages.history')}</h1>
        {items.length > 0 ? (
          <ClearAll
            question={t('library.confirmClearHistory')}
            clearedText={t('allHistoryRemoved', { ns: 'msg' })}
            clear={clear}
            onCleared={handleCleared}
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
        <WaitingSessions />
        <LibraryList
          label={t('library.sessions')}
          query={history}
          items={items.map((item) => ({
            key: item.exerciseHistoryID,
            to: `/MyHistory/HistItemDetail/${item.exerciseHistoryID}`,
            title: item.exercise.title,
            goal: item.exercise.goal,
            createdAt: item.created_at,
          }))}
        />
      </section>
    </Card>
  );
}
