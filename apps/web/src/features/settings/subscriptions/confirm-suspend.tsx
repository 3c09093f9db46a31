import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import dialogStyles from '../../../components/dialog.module.css';
import styles from './subscriptions.module.css';

/** 'Do you want to suspend this plan?' Yes/No (spec §8): focus starts on No, Escape answers No. */
export function ConfirmSuspend({
  trigger,
  planName,
  onConfirm,
}: {
  trigger: ReactNode;
  planName: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>
            {t('subscriptions.confirmTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {t('subscriptions.confirmDescription', { name: planName })}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {t('subscriptions.no')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onConfirm}>
              {t('subscriptions.yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
