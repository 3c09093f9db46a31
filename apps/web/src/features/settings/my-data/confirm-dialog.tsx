import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import dialogStyles from '../../../components/dialog.module.css';
import styles from './my-data.module.css';

/**
 * A Yes/No question (spec §8 confirmation prompts) on a Radix AlertDialog: focus starts on No,
 * Escape answers No. Opened by `trigger`, or from code with `open`/`onOpenChange` (the delete
 * form asks only once its password is filled in).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const control = open === undefined ? {} : { open };
  return (
    <AlertDialog.Root {...control} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {description}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {t('myData.no')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onConfirm}>
              {t('myData.yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
