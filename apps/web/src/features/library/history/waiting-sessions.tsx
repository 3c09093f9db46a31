import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QueuedWrite } from '../../../lib/write-queue/index.ts';
import { useWaitingWrites } from '../../../lib/write-queue/use-waiting-writes.ts';
import { historyListKey } from '../api/get-exercise-history.ts';
import { progressKey } from '../api/get-progress.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { useRefetchOnSync } from '../lib/use-refetch-on-sync.ts';
import styles from '../components/library.module.css';

/**
 * The sessions played offline that the server does not have yet: the queued update-history
 * writes (decision 073). When one is sent, the server's list is asked for again.
 */
export function useWaitingSessions(): QueuedWrite[] {
  return useRefetchOnSync(useWaitingWrites(), 'updateHistory', [historyListKey, progressKey]);
}

/** History's queued sessions, newest first, each marked "Waiting to sync" and opened by id. */
export function WaitingSessions() {
  const { t, i18n } = useTranslation();
  const waiting = useWaitingSessions();
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('sessionSync.waiting')}>
      {[...waiting].reverse().map((write) => (
        <li key={write.id} className={styles.item}>
          <div className={styles.itemBody}>
            <Link to={`/MyHistory/HistItemDetail/${write.id}`} className={styles.itemLink}>
              {String(write.meta?.title ?? '').toLocaleLowerCase(i18n.language)}
            </Link>
            <span className={styles.goal}>{write.meta?.goal_title}</span>
            <span className={styles.meta}>
              {formatDateTime(new Date(write.createdAt))} · {t('sessionSync.waiting')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
