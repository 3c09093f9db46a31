import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useConfig } from '../../../lib/public-config.ts';
import styles from './auth.module.css';

/** Google and Facebook sign-in, shown only when the server has their keys (wired by a later issue). */
export function SocialButtons() {
  const { t } = useTranslation();
  const { data } = useConfig();
  if (!data?.google_client_id && !data?.facebook_app_id) return null;
  const notYet = () => toast.warning(t('social.unavailable'));
  return (
    <>
      <p className={styles.divider}>{t('social.or')}</p>
      <div className={styles.social}>
        {data.google_client_id ? (
          <Button variant="secondary" block onClick={notYet}>
            {t('social.google')}
          </Button>
        ) : null}
        {data.facebook_app_id ? (
          <Button variant="secondary" block onClick={notYet}>
            {t('social.facebook')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
