import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { useConfig } from '../../../lib/public-config.ts';
import styles from '../components/auth.module.css';

/**
 * Google and Facebook sign-in on /login and /signup, shown only when the server can check them.
 * Without `divider` they follow another way in (the passkey's) under the same "or".
 */
export function SocialButtons({ divider = true }: { divider?: boolean }) {
  const { t } = useTranslation();
  const { data } = useConfig();
  const guardOnline = useOfflineGuard();
  if (!data?.google_client_id && !data?.facebook_app_id) return null;
  const start = (provider: 'google' | 'facebook') => {
    if (!guardOnline()) return;
    // Loaded on the click: most servers offer no social sign-in, so the page does not carry it.
    void import('./provider-redirect.ts').then((m) => m.startSocialSignIn(provider, data));
  };
  return (
    <>
      {divider ? <p className={styles.divider}>{t('social.or')}</p> : null}
      <div className={styles.social}>
        {data.google_client_id ? (
          <Button variant="secondary" block onClick={() => start('google')}>
            {t('social.google')}
          </Button>
        ) : null}
        {data.facebook_app_id ? (
          <Button variant="secondary" block onClick={() => start('facebook')}>
            {t('social.facebook')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
