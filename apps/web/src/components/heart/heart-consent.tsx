import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../form.module.css';
import { useOfflineGuard } from '../../hooks/use-offline-guard.ts';
import { useHeartDataConsent, useSetHeartDataConsent } from '../../lib/api/heart-data-consent.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * The agreement to heart data being collected, as a checkbox: stored by the server with its
 * time (decision 077). The resonance assessment and the player ask for it before any heart-rate
 * source starts; both read it with `useHeartDataAgreed` (lib/api/heart-data-consent.ts).
 */
export function HeartConsent() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.userID ?? 0;
  const consent = useHeartDataConsent(userId);
  const setConsent = useSetHeartDataConsent(userId);
  const guardOnline = useOfflineGuard();
  const id = useId();

  const handleChange = (checked: boolean) => {
    if (!guardOnline()) return;
    setConsent.mutate(
      { userID: userId, agreed: checked ? 1 : 0 },
      { onError: () => toast.error(t('resonance.consentFailed')) },
    );
  };

  return (
    <div className={formStyles.checkRow}>
      <input
        id={id}
        type="checkbox"
        className={formStyles.checkbox}
        checked={consent.data != null}
        disabled={!consent.isSuccess || setConsent.isPending}
        onChange={(event) => handleChange(event.target.checked)}
      />
      <label htmlFor={id}>{t('resonance.consent')}</label>
    </div>
  );
}
