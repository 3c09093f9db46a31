import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureOnline } from '../lib/online.ts';
import { toast } from '../lib/toast.ts';

/** Forms call this before submitting: offline, it says 'No internet connection' and blocks. */
export function useOfflineGuard(): () => boolean {
  const { t } = useTranslation();
  return useCallback(() => ensureOnline(() => toast.error(t('noInternet', { ns: 'msg' }))), [t]);
}
