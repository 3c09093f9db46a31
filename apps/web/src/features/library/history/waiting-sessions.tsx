import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { writeQueue, type QueuedWrite } from '../../../lib/write-queue/index.ts';
import { historyListKey } from '../api/get-exercise-history.ts';
import { progressKey } from '../api/get-progress.ts';
import { formatDateTime } from '../lib/date-format.ts';
import styles from '../components/library.module.css';

/**
 * The sessions played offline that the server does not have yet: the queued update-history
 * writes (decision 073). When one is sent, the server's list is asked for again.
 */
function useWaitingSessions(userId: number | null) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    let count = -1;
    const read = () =>
      void writeQueue.waiting(userId).then((writes) => {
        if (!live) return;
        const sessions = writes.filter((w) => w.call === 'updateHistory');
        if (count > sessions.length) {
          void queryClient.invalidateQueries({ queryKey: historyListKey });
          void queryClient.invalidateQueries({ queryKey: progressKey });
        }
        count = sessions.length;
        setWaiting(sessions);
      });
    read();
    const stop = writeQueue.subscribe(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId, queryClient]);
  return waiting;
}

/** History's queued sessions, newest first, each marked "Waiting to sync". */
export function WaitingSessions() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const waiting = useWaitingSessions(user?.userID ?? null);
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('sessionSync.waiting')}>
      {[...waiting].reverse().map((write) => (
        <li key={write.id} className={styles.item}>
          <div className={styles.itemBody}>
            <span>{String(write.meta?.title ?? '').toLocaleLowerCase(i18n.language)}</span>
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
