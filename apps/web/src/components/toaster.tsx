import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@resona/contract';
import { toast, useToasts } from '../lib/toast.ts';
import styles from './toaster.module.css';

/**
 * Renders the toasts of `lib/toast.ts` (2 s, spec §9, two at most); Radix announces them to
 * screen readers. They sit at the bottom, clear of the header's controls (and, on phones, above
 * the tab bar).
 */
export function Toaster() {
  const items = useToasts();
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <Toast.Provider
      duration={TOAST_MS}
      swipeDirection={rtl ? 'left' : 'right'}
      label={t('common.notifications')}
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          className={`${styles.toast} ${styles[item.variant]}`}
          type={item.variant === 'success' ? 'background' : 'foreground'}
          duration={item.duration ?? TOAST_MS}
          onOpenChange={(open) => {
            if (!open) toast.dismiss(item.id);
          }}
          data-variant={item.variant}
        >
          <Toast.Description className={styles.message}>{item.message}</Toast.Description>
          <Toast.Close className={styles.close} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Radix names the region in English unless told; {hotkey} becomes its shortcut (F8). */}
      <Toast.Viewport className={styles.viewport} label={t('common.toastRegion')} />
    </Toast.Provider>
  );
}
