import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateReady } from '../lib/update-ready.ts';
import { Button } from './button.tsx';
import styles from './update-banner.module.css';

/**
 * "A new version is ready — Reload": a new version of the app waits until the person chooses to
 * reload, so nothing changes under a session in progress (decision 072).
 */
export function UpdateBanner() {
  const ready = useUpdateReady();
  const { t } = useTranslation();
  if (!ready) return null;
  return (
    <div role="status" className={styles.banner}>
      <span>{t('appStatus.updateReady')}</span>
      <Button onClick={applyUpdate}>{t('appStatus.updateReload')}</Button>
    </div>
  );
}
