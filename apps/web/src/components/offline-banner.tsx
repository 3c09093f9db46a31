import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';
import { useSession } from '../lib/session.ts';
import styles from './offline-banner.module.css';

/**
 * Says once, plainly, that the app is offline (spec §5: 'No internet connection') and what that
 * means: a signed-in person keeps practising and their session is saved when back online; a
 * visitor reads the pages they opened before, but signing in needs a connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { token } = useSession();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={online ? undefined : styles.banner}>
      {online ? null : (
        <>
          <span className={styles.title}>{t('noInternet', { ns: 'msg' })}</span>{' '}
          <span className={styles.detail}>
            {t(token ? 'appStatus.offlineSessionSaved' : 'appStatus.offlineSignedOut')}
          </span>
        </>
      )}
    </div>
  );
}
