import { useTranslation } from 'react-i18next';
import type { TSignedInDevice } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices.ts';
import styles from './devices.module.css';

/**
 * Settings → Security → Signed-in devices (issue 32): each browser signed in to the account, by
 * what a person recognises (browser, system, kind), when it signed in and was last used; any
 * other one signed out from here, or all of them at once.
 */
export function DevicesSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const devices = useSignedInDevices(userId);
  const signOut = useSignOutDevice(userId);
  const signOutOthers = useSignOutOtherDevices(userId);
  const guardOnline = useOfflineGuard();
  const busy = signOut.isPending || signOutOthers.isPending;
  const done = {
    onSuccess: (reply: { message: string }) => toast.success(reply.message),
    onError: (error: unknown) => toast.error(errorText(t, error)),
  };

  const list = devices.data;
  const others = list?.filter((device) => !device.this_device) ?? [];
  return (
    <section className={styles.section} aria-labelledby="devices-title">
      <h2 id="devices-title" className={styles.title}>
        {t('security.devices.title')}
      </h2>
      <p className={styles.intro}>{t('security.devices.intro')}</p>
      {list ? (
        <>
          <ul className={styles.list}>
            {list.map((device) => (
              <li key={device.device_id} className={styles.device}>
                <DeviceText device={device} />
                {device.this_device ? (
                  <span className={styles.here}>{t('security.devices.thisDevice')}</span>
                ) : (
                  <Button
                    variant="ghost"
                    disabled={busy}
                    aria-label={t('security.devices.signOutOne', { device: deviceName(t, device) })}
                    onClick={() => guardOnline() && signOut.mutate(device.device_id, done)}
                  >
                    {t('security.devices.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => guardOnline() && signOutOthers.mutate(undefined, done)}
            >
              {t('security.devices.signOutOthers')}
            </Button>
          ) : (
            <p className={styles.intro}>{t('security.devices.onlyThis')}</p>
          )}
        </>
      ) : (
        <QueryState error={devices.error} onRetry={() => void devices.refetch()} />
      )}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Chrome on Android"; what the browser did not say is said plainly, not guessed. */
function deviceName(t: Translate, device: TSignedInDevice) {
  return t('security.devices.name', {
    browser: device.browser ?? t('security.devices.unknownBrowser'),
    system: device.system ?? t('security.devices.unknownSystem'),
  });
}

function DeviceText({ device }: { device: TSignedInDevice }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <div className={styles.text}>
      <span className={styles.name}>
        {deviceName(t, device)}
        {device.kind ? ` · ${t(`security.devices.kind.${device.kind}`)}` : null}
      </span>
      <span className={styles.times}>
        {t('security.devices.signedIn', { when: when(device.signed_in_at) })}
        {' · '}
        {t('security.devices.lastUsed', { when: when(device.last_used_at) })}
      </span>
    </div>
  );
}
