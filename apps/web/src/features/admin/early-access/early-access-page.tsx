import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { exportEarlyAccess, useEarlyAccessList } from '../api/early-access.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import styles from '../admin.module.css';

/** The addresses left to hear when Resona opens: newest first, and as CSV. */
export function EarlyAccessPage() {
  const { t, i18n } = useTranslation();
  const list = useEarlyAccessList();
  const [exporting, setExporting] = useState(false);
  const requests = list.data?.pages.flatMap((p) => p.requests) ?? [];

  async function handleExport() {
    setExporting(true);
    try {
      const { blob, filename } = await exportEarlyAccess();
      saveFile(blob, filename ?? 'resona-early-access.csv');
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <h1 className={styles.heading}>{t('admin.earlyAccess.heading')}</h1>
      <p>{t('admin.earlyAccess.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void handleExport()} disabled={exporting}>
          {t('admin.earlyAccess.downloadCsv')}
        </Button>
      </div>
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <AdminTable
          columns={[
            t('admin.earlyAccess.email'),
            t('admin.earlyAccess.language'),
            t('admin.earlyAccess.date'),
          ]}
          rows={requests}
          empty={t('admin.earlyAccess.empty')}
          row={(r) => (
            <tr key={r.id}>
              <td>{r.email}</td>
              <td>{r.language}</td>
              <td>{new Date(r.created_at).toLocaleString(i18n.language)}</td>
            </tr>
          )}
        />
      )}
      {list.hasNextPage ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            {t('admin.earlyAccess.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
