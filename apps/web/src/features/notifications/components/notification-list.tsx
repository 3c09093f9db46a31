import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADMORE_SPINNER_MS, type TNotification } from '@resona/contract';
import type { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/update-notification.ts';
import { formatDateTime } from '../format-date.ts';
import styles from './notifications.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The loaded pages, Loadmore while more exist (spec §9), and the empty state. */
export function NotificationList({ query }: { query: ReturnType<typeof useNotifications> }) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const [loadingMore, setLoadingMore] = useState(false);
  const items = query.data?.pages.flatMap((page) => page.data.notificationData) ?? [];

  if (query.isPending) return <p className={styles.note}>{t('notifications.loading')}</p>;
  if (query.isError && items.length === 0) {
    return (
      <p className={styles.note} role="alert">
        {t('notifications.loadFailed')}
      </p>
    );
  }
  if (items.length === 0) return <p className={styles.note}>{t('notifications.empty')}</p>;

  async function loadMore() {
    setLoadingMore(true);
    // Spec §9: the Loadmore spinner shows for 0.5 s even when the page arrives sooner.
    await Promise.all([query.fetchNextPage(), wait(LOADMORE_SPINNER_MS)]);
    setLoadingMore(false);
  }

  return (
    <>
      <ul className={styles.list} data-testid="notification-list">
        {items.map((item) => (
          <NotificationRow
            key={item.notificationID}
            item={item}
            onRead={() => {
              if (item.is_read === 0) markRead.mutate(item.notificationID);
            }}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            onClick={() => void loadMore()}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? (
              <span
                className={styles.spinner}
                role="status"
                aria-label={t('notifications.loading')}
              />
            ) : (
              t('notifications.loadMore')
            )}
          </button>
        </div>
      ) : null}
    </>
  );
}

function NotificationRow({ item, onRead }: { item: TNotification; onRead: () => void }) {
  const { t } = useTranslation();
  const unread = item.is_read === 0;
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        data-unread={unread ? 'true' : 'false'}
        onClick={onRead}
      >
        <span className={styles.itemTitle}>
          {unread ? (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className="visually-hidden">{t('notifications.unread')}: </span>
            </>
          ) : null}
          {item.title}
        </span>
        <span className={styles.itemBody}>{item.message}</span>
        <time className={styles.itemTime} dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </time>
      </button>
    </li>
  );
}
