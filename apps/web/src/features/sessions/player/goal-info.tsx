import { useId } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons.tsx';
import styles from './player.module.css';

/** The goal's info panel: its description in a popover next to the title. */
export function GoalInfo({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.infoButton} aria-label={t('player.goalInfo', { title })}>
        <InfoIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
        >
          <p id={titleId} className={styles.popoverTitle}>
            {title}
          </p>
          <p>{description}</p>
          <Popover.Close className={styles.popoverClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Popover.Close>
          <Popover.Arrow className={styles.popoverArrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
