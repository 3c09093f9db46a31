import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudySurveyVersion } from '@resona/contract';
import { AdminTable } from '../components/admin-table.tsx';
import { formatDateTime } from '../components/dates.ts';
import styles from './questionnaire-editor.module.css';

/** Every saved version, newest first: the one served, when each was saved, what it drew. */
export function VersionHistory({ versions }: { versions: readonly TStudySurveyVersion[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.history}>
      <h3 id={headingId} className={styles.subheading}>
        {t('admin.surveys.history.heading')}
      </h3>
      <AdminTable
        columns={[
          t('admin.surveys.history.version'),
          t('admin.surveys.history.saved'),
          t('admin.surveys.history.questions'),
          t('admin.surveys.history.responses'),
        ]}
        rows={versions}
        empty=""
        row={(v) => (
          <tr key={v.version}>
            <td>
              {v.version}
              {v.active ? (
                <span className={styles.served}> {t('admin.surveys.history.served')}</span>
              ) : null}
            </td>
            <td>{v.saved_at ? formatDateTime(v.saved_at) : t('admin.surveys.history.seeded')}</td>
            <td>{v.questions}</td>
            <td>{v.responses}</td>
          </tr>
        )}
      />
    </section>
  );
}
