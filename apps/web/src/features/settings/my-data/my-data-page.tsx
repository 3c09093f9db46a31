import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BackLink, Card, pageStyles } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { useClearHistory } from './api/clear-history.ts';
import { useDownloadMyData } from './api/download-my-data.ts';
import { DeleteAccountForm } from './delete-account-form.tsx';
import styles from './my-data.module.css';

/** /Setting/MyData: clear history, download everything as CSV, delete the account (spec §2). */
export function MyDataPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const guardOnline = useOfflineGuard();
  const clear = useClearHistory();
  const download = useDownloadMyData();
  const ids = { clear: useId(), download: useId(), remove: useId() };

  const handleClear = () => {
    if (!guardOnline()) return;
    clear.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        // The library's lists and progress are stale now; they load afresh when next shown.
        void queryClient.invalidateQueries();
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };

  const handleDownload = () => {
    if (!guardOnline()) return;
    download.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        saveFile(blob, filename);
        toast.success(t('myData.downloaded'));
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };

  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.myData')}</h1>
      <p className={pageStyles.lead}>{t('myData.intro')}</p>

      <section className={styles.section} aria-labelledby={ids.clear}>
        <h2 id={ids.clear} className={styles.sectionTitle}>
          {t('myData.clearTitle')}
        </h2>
        <p>{t('myData.clearBody')}</p>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={clear.isPending}>
              {t('myData.clearButton')}
            </Button>
          }
          title={t('myData.clearQuestion')}
          description={t('myData.clearBody')}
          yesLabel={t('myData.yes')}
          noLabel={t('myData.no')}
          actionsClassName={styles.dialogActions}
          onConfirm={handleClear}
        />
      </section>

      <section className={styles.section} aria-labelledby={ids.download}>
        <h2 id={ids.download} className={styles.sectionTitle}>
          {t('myData.downloadTitle')}
        </h2>
        <p>{t('myData.downloadBody')}</p>
        <Button variant="secondary" onClick={handleDownload} disabled={download.isPending}>
          {download.isPending ? t('common.loading') : t('myData.downloadButton')}
        </Button>
      </section>

      <section className={styles.section} aria-labelledby={ids.remove}>
        <h2 id={ids.remove} className={styles.sectionTitle}>
          {t('myData.deleteTitle')}
        </h2>
        <p>{t('myData.deleteBody')}</p>
        <DeleteAccountForm />
      </section>
    </Card>
  );
}
