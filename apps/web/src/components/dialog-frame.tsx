import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

/** A Radix dialog's portal, overlay, title and close button, in the app's look. */
export function DialogFrame({
  title,
  description,
  children,
}: {
  title: string;
  /** Read out with the title; omit when the content explains itself. */
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={styles.content}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close className={styles.close} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
