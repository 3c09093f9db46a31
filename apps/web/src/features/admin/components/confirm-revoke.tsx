import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import dialogStyles from '../../../components/dialog.module.css';
import styles from '../admin.module.css';

/**
 * Asks before revoking a code or an API token (it cannot be undone); focus starts on Cancel,
 * Escape cancels. `title` names what is revoked (also the button's accessible name).
 */
export function ConfirmRevoke({
  title,
  description,
  onConfirm,
}: {
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonClass('ghost')} aria-label={title}>
        {t('admin.codes.revoke')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {description}
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
