import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';
import styles from './offline-banner.module.css';

export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={online ? undefined : styles.banner}>
      {online ? null : t('noInternet', { ns: 'msg' })}
    </div>
  );
}
