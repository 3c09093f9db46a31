import { useTranslation } from 'react-i18next';
import type { TSecurityEvent } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSecurityEvents } from '../api/events.ts';
import styles from '../devices/devices.module.css';

/**
 * Settings → Security → Recent activity (issue 32, ASVS 16.3.1): the account's sign-ins, failed
 * ones and changes to its protection, so a person can spot one that was not theirs.
 */
export function ActivitySection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const events = useSecurityEvents(userId);
  const list = events.data?.pages.flatMap((page) => page.events);
  return (
    <section className={styles.section} aria-labelledby="activity-title">
      <h2 id="activity-title" className={styles.title}>
        {t('security.activity.title')}
      </h2>
      <p className={styles.intro}>{t('security.activity.intro')}</p>
      {list ? (
        list.length === 0 ? (
          <p className={styles.intro}>{t('security.activity.empty')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby="activity-title">
            {list.map((event) => (
              <li key={event.id} className={styles.device}>
                <EventText event={event} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryState error={events.error} onRetry={() => void events.refetch()} />
      )}
      {events.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          {t('security.activity.more')}
        </Button>
      ) : null}
    </section>
  );
}

function EventText({ event }: { event: TSecurityEvent }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(event.at));
  // An event with no client came from the server's command line: an administrator did it.
  const where =
    event.ip === null && event.browser === null
      ? t('security.activity.byAdministrator')
      : [
          event.browser
            ? t('security.activity.from', {
                browser: event.browser,
                system: event.system ?? t('security.devices.unknownSystem'),
              })
            : t('security.activity.unknownBrowser'),
          event.ip,
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <div className={styles.text}>
      <span className={styles.name}>{t(`security.activity.kinds.${event.kind}`)}</span>
      <span className={styles.times}>
        <time dateTime={event.at}>{when}</time>
        {' · '}
        {where}
      </span>
    </div>
  );
}
