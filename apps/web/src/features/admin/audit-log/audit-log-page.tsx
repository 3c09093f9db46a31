import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntry } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { exportAuditLog, useAuditLog, type Trail } from '../api/audit-log.ts';
import { formatDateTime } from '../components/dates.ts';
import { fieldError } from '../components/field-errors.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { CodebookButtons } from '../components/codebook-buttons.tsx';
import { useCsvDownload } from '../components/use-csv-download.ts';
import styles from '../admin.module.css';

/** Before and after as compact JSON, which a researcher can read at a glance. */
const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

interface Filter {
  actor_id?: number | undefined;
  action?: TAuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** An action's label: its key with `_` for the dot, which i18next reads as nesting. */
const actionKey = (action: string) => `admin.audit.actions.${action.replace('.', '_')}`;

/**
 * The audit trail: who did what and when, filtered, a page at a time, and as CSV. The study
 * shown's, or (`trail="site"`) the site's own, which belongs to no study.
 */
export function AuditLogPage({ trail = 'study' }: { trail?: Trail }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const log = useAuditLog(trail, filter);
  const csv = useCsvDownload(
    () => exportAuditLog(trail, filter),
    trail === 'site' ? 'resona-site-audit-log.csv' : 'resona-audit-log.csv',
  );
  const first = log.data?.pages[0];
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const who = (e: TAuditEntry) => {
    if (e.source === 'command-line') {
      return t('admin.audit.commandLine', { name: e.actor_name ?? '?' });
    }
    if (e.source === 'server') return t('admin.audit.server');
    // A program's download with a study API token, on behalf of the researcher who made it.
    if (e.source === 'api-token') {
      const maker = e.actor_email ?? t('admin.audit.erased', { id: e.actor_id });
      return `${t('admin.audit.apiToken', { name: e.actor_name ?? '?' })} (${maker})`;
    }
    return e.actor_email ?? t('admin.audit.erased', { id: e.actor_id });
  };

  return (
    <>
      <h1 className={styles.heading}>
        {t(trail === 'site' ? 'admin.audit.siteHeading' : 'admin.audit.heading')}
      </h1>
      <p>{t(trail === 'site' ? 'admin.audit.siteIntro' : 'admin.audit.intro')}</p>
      <form
        className={styles.section}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft });
        }}
      >
        <div className={styles.grid}>
          <SelectField
            label={t('admin.audit.actor')}
            value={draft.actor_id === undefined ? '' : String(draft.actor_id)}
            onChange={(e) =>
              setDraft({ ...draft, actor_id: e.target.value ? Number(e.target.value) : undefined })
            }
            options={[
              { value: '', label: t('admin.audit.anyone') },
              ...(first?.actors ?? []).map((a) => ({
                value: String(a.id),
                label: a.email ?? t('admin.audit.erased', { id: a.id }),
              })),
            ]}
          />
          <SelectField
            label={t('admin.audit.action')}
            value={draft.action ?? ''}
            onChange={(e) =>
              setDraft({
                ...draft,
                action: (e.target.value || undefined) as TAuditAction | undefined,
              })
            }
            options={[
              { value: '', label: t('admin.audit.anyAction') },
              ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(actionKey(a)) })),
            ]}
          />
          <TextField
            label={t('admin.export.from')}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
          <TextField
            label={t('admin.export.to')}
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
            error={fieldError(t, log.error, 'to')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t('admin.audit.apply')}</Button>
          <Button variant="secondary" onClick={csv.start} disabled={csv.busy}>
            {t('admin.earlyAccess.downloadCsv')}
          </Button>
          <CodebookButtons name={trail === 'site' ? 'site-audit-log' : 'audit-log'} />
        </div>
      </form>
      <PagedTable
        query={log}
        columns={[
          t('admin.audit.when'),
          t('admin.audit.actor'),
          t('admin.audit.action'),
          t('admin.audit.target'),
          t('admin.audit.before'),
          t('admin.audit.after'),
        ]}
        rows={entries}
        empty={t('admin.audit.empty')}
        row={(e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.at)}</td>
            <td>{who(e)}</td>
            <td>{t(actionKey(e.action), { defaultValue: e.action })}</td>
            <td className={styles.code}>{e.target ?? '—'}</td>
            <td className={styles.json}>{json(e.before)}</td>
            <td className={styles.json}>{json(e.after)}</td>
          </tr>
        )}
      />
    </>
  );
}

/** The site administrator's trail of what belongs to no study (issue 33). */
export function SiteAuditLogPage() {
  return <AuditLogPage trail="site" />;
}
