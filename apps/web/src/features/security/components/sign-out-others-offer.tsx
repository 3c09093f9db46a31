import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignOutOtherDevices } from '../api/devices.ts';
import styles from '../authenticator/authenticator.module.css';

/**
 * After a factor is set up: whoever else holds a session may be the reason it was wanted
 * (issue 32: after a factor change, the person is offered to end their other sessions).
 */
export function SignOutOthersOffer({ userId, text }: { userId: number; text: string }) {
  const { t } = useTranslation();
  const signOut = useSignOutOtherDevices(userId);
  const guardOnline = useOfflineGuard();
  if (signOut.isSuccess) return null;
  return (
    <div className={styles.offer}>
      <p className={styles.muted}>{text}</p>
      <Button
        variant="secondary"
        disabled={signOut.isPending}
        onClick={() =>
          guardOnline() &&
          signOut.mutate(undefined, {
            onSuccess: (reply) => toast.success(reply.message),
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      >
        {t('security.devices.signOutOthers')}
      </Button>
    </div>
  );
}
