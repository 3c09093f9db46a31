import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import dialogStyles from '../../../components/dialog.module.css';
import styles from '../admin.module.css';

/** Asks before revoking a code (it cannot be undone); focus starts on Cancel, Escape cancels. */
export function ConfirmRevoke({ code, onConfirm }: { code: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonClass('ghost')}
        aria-label={t('admin.codes.revokeCode', { code })}
      >
        {t('admin.codes.revoke')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>
            {t('admin.codes.revokeCode', { code })}
          </AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {t('admin.codes.revokeConfirm')}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {t('admin.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onConfirm}>
              {t('admin.codes.revoke')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
