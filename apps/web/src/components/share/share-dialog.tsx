import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { DialogFrame } from '../dialog-frame.tsx';
import { SHARE_CHANNELS, pickShareMessage, shareLinks, type ShareChannel } from './share.ts';
import styles from './share.module.css';

const CHANNEL_NAMES: Record<ShareChannel, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/**
 * Share (spec §2, player and history detail): one of four messages at random, four networks, the
 * system sheet if any. The trigger's look belongs to the screen that shows it.
 */
export function ShareDialog({
  title,
  triggerClassName,
  icon,
}: {
  title: string;
  triggerClassName?: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(0);
  const text = t(`player.shareMessages.m${message + 1}`, { title });
  const url = typeof window === 'undefined' ? '' : window.location.origin;
  const links = shareLinks(text, url);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const handleSystemShare = () => {
    navigator.share({ title: 'Resona', text, url }).catch(() => undefined);
  };

  return (
    <Dialog.Root onOpenChange={(open) => open && setMessage(pickShareMessage())}>
      <Dialog.Trigger className={triggerClassName}>
        {icon}
        <span>{t('player.share')}</span>
      </Dialog.Trigger>
      <DialogFrame title={t('player.shareTitle')} description={text}>
        <ul className={styles.shareList}>
          {SHARE_CHANNELS.map((channel) => (
            <li key={channel}>
              <a
                className={styles.shareLink}
                data-channel={channel}
                href={links[channel]}
                target="_blank"
                rel="noopener noreferrer"
              >
                {CHANNEL_NAMES[channel]}
                <span className="visually-hidden"> {t('player.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        {canShare ? (
          <Button variant="secondary" onClick={handleSystemShare}>
            {t('player.shareMore')}
          </Button>
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}
