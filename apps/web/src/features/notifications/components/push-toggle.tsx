import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSH_OFF, PUSH_ON } from '@resona/contract';
import { SwitchSetting } from '../../../components/switch-setting.tsx';
import { enablePush, hasPushSubscription, type EnablePushResult } from '../../../lib/push.ts';
import { useSession } from '../../../lib/session.ts';
import { updatePushStatus } from '../api/update-push-status.ts';
import styles from './notifications.module.css';

const PROBLEM_KEYS = {
  denied: 'notifications.pushBlocked',
  unsupported: 'notifications.pushUnsupported',
  failed: 'notifications.pushFailed',
} as const;

/**
 * Spec §7 update-push-status: on (1) / off (2). On means the person's status is 1 and this
 * browser holds a subscription: turning it on asks for permission here, in the click, and
 * subscribes this device.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Exclude<EnablePushResult, 'granted'> | null>(null);

  useEffect(() => {
    let live = true;
    void hasPushSubscription().then((has) => live && setSubscribed(has));
    return () => {
      live = false;
    };
  }, []);

  const on = user?.push_alert_status === PUSH_ON && subscribed;

  async function toggle(next: boolean) {
    setBusy(true);
    setProblem(null);
    try {
      if (next) {
        const result = await enablePush();
        if (result !== 'granted') {
          setProblem(result);
          return;
        }
        setSubscribed(true);
        await updatePushStatus(PUSH_ON);
      } else {
        await updatePushStatus(PUSH_OFF);
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.push}>
      <SwitchSetting
        className={styles.pushLabel}
        checked={on}
        disabled={busy}
        onCheckedChange={(next) => void toggle(next)}
        testId="push-toggle"
      >
        {t('notifications.push')}
      </SwitchSetting>
      {problem ? (
        <p className={styles.pushProblem} role="status">
          {t(PROBLEM_KEYS[problem])}
        </p>
      ) : null}
    </div>
  );
}
