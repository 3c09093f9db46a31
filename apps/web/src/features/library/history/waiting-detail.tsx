import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RATING_STEPS } from '@resona/contract';
import { pageStyles } from '../../../components/page.tsx';
import type { QueuedWrite } from '../../../lib/write-queue/index.ts';
import { useWaitingWrites } from '../../../lib/write-queue/use-waiting-writes.ts';
import { formatDateTime } from '../lib/date-format.ts';
import styles from '../components/library.module.css';

/** A queued write that names `play` (its update-history) as where a field comes from. */
const refersTo = (write: QueuedWrite, play: string) => write.refs?.some((r) => r.from === play);

/**
 * A session played offline that the server does not have yet, opened from History by its
 * queued update-history write's id (decision 088): what the queue holds of it — when, how long,
 * the ratings — marked "Waiting to sync". Once sent, History has the server's own row.
 */
export function WaitingDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const writes = useWaitingWrites();
  if (!writes) return null;
  const play = writes.find((w) => w.id === id && w.call === 'updateHistory');
  if (!play) return <Navigate to="/MyHistory" replace />;
  const exerciseId = Number(play.meta?.exercise_id);
  const seconds = Number(
    writes.findLast((w) => w.call === 'updateVideoViews' && refersTo(w, id))?.body?.duration ?? 0,
  );
  const before = writes.findLast(
    (w) =>
      w.call === 'experienceFeedback' &&
      w.body?.type === 1 &&
      Number(w.body.exercise_id) === exerciseId &&
      w.createdAt <= play.createdAt,
  );
  const after = writes.find((w) => w.call === 'experienceFeedback' && refersTo(w, id));
  const rating = (write: QueuedWrite | undefined) =>
    write?.body?.rating === undefined
      ? t('library.progress.notRated')
      : t('rating.stepOf', { step: Number(write.body.rating), total: RATING_STEPS });
  return (
    <>
      <p className={styles.kicker}>{play.meta?.goal_title}</p>
      <h1 className={pageStyles.title}>
        {String(play.meta?.title ?? '').toLocaleLowerCase(i18n.language)}
      </h1>
      <p className={styles.muted}>{t('sessionSync.waiting')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('library.created')}</dt>
          <dd>{formatDateTime(new Date(play.createdAt))}</dd>
        </div>
        <div>
          <dt>{t('library.practised')}</dt>
          <dd>
            {t('library.minutesSeconds', {
              minutes: Math.floor(seconds / 60),
              seconds: seconds % 60,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('library.progress.before')}</dt>
          <dd>{rating(before)}</dd>
        </div>
        <div>
          <dt>{t('library.progress.after')}</dt>
          <dd>{rating(after)}</dd>
        </div>
      </dl>
      {typeof after?.body?.feedback === 'string' && after.body.feedback ? (
        <p>{after.body.feedback}</p>
      ) : null}
    </>
  );
}
