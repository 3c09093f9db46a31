import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RHYTHM_LIMITS, RHYTHM_STARTING_POINTS, type MessageKey } from '@resona/contract';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteRhythm } from '../api/delete-rhythm.ts';
import { useReorderRhythms } from '../api/reorder-rhythms.ts';
import { useRhythmList, type RhythmRow } from '../api/waiting-rhythms.ts';
import { bothReadings, rampReading } from '../../../lib/rhythm-text.ts';
import dialogStyles from '../../../components/dialog.module.css';
import styles from '../rhythms.module.css';

/** /rhythms: the person's own rhythms in their order, then the starting points to copy. */
export function RhythmsPage() {
  const { t } = useTranslation();
  const userId = useSession().user?.userID ?? 0;
  const { query, rows } = useRhythmList(userId);
  const mineId = useId();
  const startsId = useId();
  const full = (rows?.length ?? 0) >= RHYTHM_LIMITS.perPerson;

  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('rhythms.title')}</h1>
      <p className={pageStyles.lead}>{t('rhythms.intro')}</p>
      <section className={styles.section} aria-labelledby={mineId}>
        <div className={pageStyles.row}>
          <h2 id={mineId} className={styles.sectionTitle}>
            {t('rhythms.mine')}
          </h2>
          {full ? null : (
            <Link to="/rhythms/new" className={buttonClass('primary')}>
              {t('rhythms.add')}
            </Link>
          )}
        </div>
        {full ? <Notice>{t('rhythmTooMany', { ns: 'msg' })}</Notice> : null}
        {rows ? (
          <MyRhythms userId={userId} rows={rows} />
        ) : (
          <QueryState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </section>
      <section className={styles.section} aria-labelledby={startsId}>
        <h2 id={startsId} className={styles.sectionTitle}>
          {t('rhythms.startingPoints')}
        </h2>
        <StartingPoints />
      </section>
    </Card>
  );
}

function MyRhythms({ userId, rows }: { userId: number; rows: RhythmRow[] }) {
  const { t } = useTranslation();
  const reorder = useReorderRhythms(userId);
  const remove = useDeleteRhythm(userId);
  // A rhythm made offline has no id on the server yet: the order waits until it has.
  const canMove = !rows.some((r) => r.unsaved) && !reorder.isPending;

  if (rows.length === 0) return <p className={styles.muted}>{t('rhythms.empty')}</p>;

  const sent = (result: { sent: boolean; reply?: { message: string } }) =>
    toast.success(result.reply?.message ?? t('sessionSync.savedLater'));
  const failed = (error: unknown) => toast.error(errorText(t, error));

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.rhythm_id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onSuccess: sent, onError: failed });
  };

  return (
    <ol className={`${pageStyles.stack} ${styles.plain}`}>
      {rows.map((row, index) => (
        <li key={row.rhythm_id} className={styles.rhythm}>
          <h3 className={styles.name}>
            <bdi>{row.name}</bdi>
          </h3>
          <Readings row={row} />
          {row.waiting ? <p className={styles.waiting}>{t('sessionSync.waiting')}</p> : null}
          <div className={pageStyles.row}>
            <Button
              variant="secondary"
              disabled={!canMove || index === 0}
              aria-label={t('rhythms.moveUpLabel', { name: row.name })}
              onClick={() => move(index, -1)}
            >
              <span aria-hidden="true">↑</span> {t('rhythms.moveUp')}
            </Button>
            <Button
              variant="secondary"
              disabled={!canMove || index === rows.length - 1}
              aria-label={t('rhythms.moveDownLabel', { name: row.name })}
              onClick={() => move(index, 1)}
            >
              <span aria-hidden="true">↓</span> {t('rhythms.moveDown')}
            </Button>
            {row.unsaved ? null : (
              <>
                <Link
                  to={`/rhythms/${row.rhythm_id}`}
                  className={buttonClass('secondary')}
                  aria-label={t('rhythms.editLabel', { name: row.name })}
                >
                  {t('rhythms.edit')}
                </Link>
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      disabled={remove.isPending}
                      aria-label={t('rhythms.deleteLabel', { name: row.name })}
                    >
                      {t('rhythms.delete')}
                    </Button>
                  }
                  title={t('rhythms.confirmTitle')}
                  description={t('rhythms.confirmDelete', { name: row.name })}
                  yesLabel={t('rhythms.delete')}
                  noLabel={t('rhythms.keep')}
                  actionsClassName={dialogStyles.actions}
                  onConfirm={() =>
                    remove.mutate(row.rhythm_id, { onSuccess: sent, onError: failed })
                  }
                />
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Readings({ row }: { row: RhythmRow }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p className={styles.muted}>{bothReadings(t, i18n.language, row.timing)}</p>
      {row.ramp ? (
        <p className={styles.muted}>{rampReading(t, i18n.language, row.timing, row.ramp)}</p>
      ) : null}
    </>
  );
}

function StartingPoints() {
  const { t, i18n } = useTranslation();
  return (
    <ul className={`${pageStyles.stack} ${styles.plain}`}>
      {RHYTHM_STARTING_POINTS.map((start) => {
        const name = t(start.name as MessageKey, { ns: 'msg' });
        return (
          <li key={start.key} className={styles.rhythm}>
            <h3 className={styles.name}>
              <bdi>{name}</bdi>
              {start.timing ? null : (
                <span className={styles.badge}>{t('rhythms.defaultBadge')}</span>
              )}
            </h3>
            {start.timing ? (
              <>
                <p className={styles.muted}>{bothReadings(t, i18n.language, start.timing)}</p>
                <div className={pageStyles.row}>
                  <Link
                    to={`/rhythms/new?from=${start.key}`}
                    className={buttonClass('secondary')}
                    aria-label={t('rhythms.copyLabel', { name })}
                  >
                    {t('rhythms.copy')}
                  </Link>
                </div>
              </>
            ) : (
              <p className={styles.muted}>{t('rhythms.followsCalibration')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
