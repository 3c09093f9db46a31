import { useEffect, useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  forgetPushOnSignOut,
  registerServiceWorker,
  syncPushSubscription,
} from '../../../lib/push.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationList } from './notification-list.tsx';
import { PushToggle } from './push-toggle.tsx';
import styles from './notifications.module.css';

/** The bell with its unread badge; it opens the list with the push toggle and Loadmore. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const unread = query.data?.pages[0]?.data.unread_msg ?? 0;

  useEffect(() => {
    // Registering the worker asks nothing; permission is asked only when push is turned on.
    void registerServiceWorker()?.catch(() => undefined);
    forgetPushOnSignOut();
    void syncPushSubscription();
  }, []);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={styles.trigger}
        aria-label={
          unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
        }
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notifications-title"
        >
          <div className={styles.panelHeader}>
            <h2 id="notifications-title" className={styles.panelTitle}>
              {t('notifications.title')}
            </h2>
            <PushToggle />
          </div>
          <div className={styles.scroll}>
            <NotificationList query={query} />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
