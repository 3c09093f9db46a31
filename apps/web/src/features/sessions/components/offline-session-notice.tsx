import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/page.tsx';
import { useOnline } from '../../../lib/online.ts';

/**
 * The one thing the session screens say offline: that the session goes on and is saved when
 * back online (the writes wait in the write queue, decision 073).
 */
export function OfflineSessionNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return online ? null : <Notice tone="info">{t('sessionSync.offline')}</Notice>;
}
