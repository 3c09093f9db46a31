import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PUSH_BANNER_MS } from '@resona/contract';
import { isPushMessage, type PushMessage } from '../../../lib/push.ts';
import { notificationsKey } from '../api/get-notifications.ts';
import styles from './notifications.module.css';

/**
 * Spec §2 transient banner: a push that arrives while the app is open (the service worker posts
 * it to the page) shows its title and body for 3 s, and the bell refetches its count at once.
 */
export function PushBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<(PushMessage & { key: number }) | null>(null);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (!isPushMessage(event.data)) return;
      setShown({ ...event.data, key: Date.now() });
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), PUSH_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div className={styles.bannerRegion} role="status" aria-live="polite">
      {shown ? (
        <div className={styles.banner} key={shown.key} data-testid="push-banner">
          <span className="visually-hidden">{t('notifications.banner')}: </span>
          <strong className={styles.bannerTitle}>{shown.title}</strong>
          <span className={styles.bannerBody}>{shown.body}</span>
          <button
            type="button"
            className={styles.bannerClose}
            onClick={() => setShown(null)}
            aria-label={t('notifications.dismiss')}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
