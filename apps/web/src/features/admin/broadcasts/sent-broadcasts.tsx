import { useTranslation } from 'react-i18next';
import { useSentBroadcasts } from '../api/broadcasts.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { formatDateTime } from '../components/dates.ts';
import styles from '../admin.module.css';

/** The broadcasts already sent, newest first: when, to whom, what, and how many got it. */
export function SentBroadcasts() {
  const { t } = useTranslation();
  const list = useSentBroadcasts();
  const rows = list.data?.pages.flatMap((p) => p.broadcasts) ?? [];
  return (
    <section className={styles.section} aria-labelledby="sent-broadcasts">
      <h2 id="sent-broadcasts">{t('admin.broadcasts.sent')}</h2>
      <PagedTable
        query={list}
        columns={[
          t('admin.audit.when'),
          t('admin.broadcasts.audience'),
          t('admin.broadcasts.title'),
          t('admin.broadcasts.body'),
          t('admin.broadcasts.recipients'),
        ]}
        rows={rows}
        empty={t('admin.broadcasts.noneSent')}
        row={(b) => (
          <tr key={b.id}>
            <td>{formatDateTime(b.at)}</td>
            <td>{b.cohort_name ?? t('admin.broadcasts.everyone')}</td>
            <td>{b.title}</td>
            <td>{b.body}</td>
            <td>{b.recipients}</td>
          </tr>
        )}
      />
    </section>
  );
}
