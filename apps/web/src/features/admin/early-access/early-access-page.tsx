import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { exportEarlyAccess, useEarlyAccessList } from '../api/early-access.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { CodebookButtons } from '../components/codebook-buttons.tsx';
import { useCsvDownload } from '../components/use-csv-download.ts';
import { formatDateTime } from '../components/dates.ts';
import styles from '../admin.module.css';

/** The addresses left to hear when Resona opens: newest first, and as CSV. */
export function EarlyAccessPage() {
  const { t } = useTranslation();
  const list = useEarlyAccessList();
  const csv = useCsvDownload(exportEarlyAccess, 'resona-early-access.csv');
  const requests = list.data?.pages.flatMap((p) => p.requests) ?? [];

  return (
    <>
      <h1 className={styles.heading}>{t('admin.earlyAccess.heading')}</h1>
      <p>{t('admin.earlyAccess.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={csv.start} disabled={csv.busy}>
          {t('admin.earlyAccess.downloadCsv')}
        </Button>
        <CodebookButtons name="early-access" />
      </div>
      <PagedTable
        query={list}
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
            <td>{formatDateTime(r.created_at)}</td>
          </tr>
        )}
      />
    </>
  );
}
