import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { InfoIcon } from '../../../components/icons.tsx';
import styles from './library.module.css';

/** The goal info overlay of the history detail (spec §2): its description and video, if any. */
export function GoalInfo({
  title,
  description,
  video,
}: {
  title: string;
  description: string;
  video: string | null;
}) {
  const { t } = useTranslation();
  const label = t('player.goalInfo', { title });
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.infoButton} aria-label={label}>
        <InfoIcon />
      </Dialog.Trigger>
      <DialogFrame title={label}>
        <p className={styles.goalDescription}>{description || t('library.noGoalInfo')}</p>
        {video ? (
          <video className={styles.goalVideo} src={video} controls preload="none">
            <track kind="captions" />
          </video>
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}
