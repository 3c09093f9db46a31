import { useEffect, useState } from 'react';
import { useSession } from '../session.ts';
import { writeQueue, type QueuedWrite } from './index.ts';

/**
 * The signed-in person's writes the server does not have yet, oldest first, read again whenever
 * the queue changes (a write added, sent or dropped): what the screens mark "Waiting to sync".
 * Undefined until the queue has been read.
 */
export function useWaitingWrites(): QueuedWrite[] | undefined {
  const userId = useSession().user?.userID ?? null;
  const [waiting, setWaiting] = useState<QueuedWrite[]>();
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const read = () =>
      void writeQueue.waiting(userId).then((writes) => {
        if (live) setWaiting(writes);
      });
    read();
    const stop = writeQueue.subscribe(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return userId === null ? [] : waiting;
}

/** The last waiting favourite press for an exercise: its action (1 add, 0 remove), or null. */
export function waitingFavorite(
  writes: QueuedWrite[] | undefined,
  exerciseId: number,
): 0 | 1 | null {
  const last = (writes ?? []).findLast(
    (w) => w.call === 'favoriteExercise' && Number(w.params?.id) === exerciseId,
  );
  return last ? (Number(last.query?.action) === 1 ? 1 : 0) : null;
}
