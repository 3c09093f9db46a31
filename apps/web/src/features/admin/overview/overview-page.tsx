import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../api/overview.ts';
import { CohortSelect } from '../components/cohort-select.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import styles from '../admin.module.css';

/** Participants by state, minutes practised and program adherence. */
export function OverviewPage() {
  const { t } = useTranslation();
  const [cohortId, setCohortId] = useState<number | undefined>();
  const overview = useOverview(cohortId);
  const data = overview.data;
  return (
    <>
      <h1 className={styles.heading}>{t('admin.overview.heading')}</h1>
      <div className={styles.section}>
        <CohortSelect
          value={cohortId}
          onChange={setCohortId}
          emptyLabel={t('admin.allParticipants')}
        />
      </div>
      {!data ? (
        <QueryState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="overview-participants">
            <h2 id="overview-participants">{t('admin.overview.participants')}</h2>
            <dl className={styles.stats}>
              {(
                [
                  ['signedUp', data.participants.signed_up],
                  ['verified', data.participants.verified],
                  ['subscribedOrCoded', data.participants.subscribed_or_coded],
                  ['surveyed', data.participants.surveyed],
                  ['calibrated', data.participants.calibrated],
                  ['firstSession', data.participants.first_session],
                  ['active', data.participants.active_7_days],
                  ['withdrawn', data.participants.withdrawn],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className={styles.stat}>
                  <dt>{t(`admin.overview.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="overview-minutes">
            <h2 id="overview-minutes">{t('admin.overview.minutes')}</h2>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>{t('admin.overview.minutesTotal')}</dt>
                <dd>{data.minutes.total}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t('admin.overview.minutesWeek')}</dt>
                <dd>{data.minutes.last_7_days}</dd>
              </div>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="overview-adherence">
            <h2 id="overview-adherence">{t('admin.overview.adherence')}</h2>
            <p>
              {data.adherence.due === 0
                ? t('admin.overview.noneDue')
                : t('admin.overview.adherenceValue', {
                    done: data.adherence.done,
                    due: data.adherence.due,
                    percent: Math.round(data.adherence.rate * 100),
                  })}
            </p>
          </section>
        </>
      )}
    </>
  );
}
