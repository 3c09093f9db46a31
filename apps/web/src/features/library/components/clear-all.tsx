import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import styles from './library.module.css';

/** 'Clear all' with its Yes/No question (spec §4 Lists and data). */
export function ClearAll({
  question,
  busy,
  onConfirm,
}: {
  question: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={busy}>
          {t('library.clearAll')}
        </Button>
      }
      title={t('library.confirmTitle')}
      description={question}
      yesLabel={t('library.yes')}
      noLabel={t('library.no')}
      actionsClassName={styles.dialogActions}
      onConfirm={onConfirm}
    />
  );
}
