import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminAccessCode } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { exportAccessCodes, useAccessCodes, useRevokeAccessCode } from '../api/access-codes.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { CohortSelect } from '../components/cohort-select.tsx';
import { ConfirmRevoke } from '../components/confirm-revoke.tsx';
import { LoadMore } from '../components/paged-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { CodebookButtons } from '../components/codebook-buttons.tsx';
import { useCsvDownload } from '../components/use-csv-download.ts';
import { formatDate } from '../components/dates.ts';
import styles from '../admin.module.css';
import { CreateBatchForm } from './create-batch-form.tsx';

/** A list of codes; with `onRevoke`, a last column to revoke each one still in use. */
function CodeTable({
  codes,
  onRevoke,
}: {
  codes: TAdminAccessCode[];
  onRevoke?: (c: TAdminAccessCode) => void;
}) {
  const { t } = useTranslation();
  const date = formatDate;
  const revokeColumn = <span className={styles.muted}>{t('admin.codes.revoke')}</span>;
  return (
    <AdminTable
      columns={[
        t('admin.codes.code'),
        t('admin.codes.uses'),
        t('admin.codes.state'),
        t('admin.cohort'),
        t('admin.codes.expiresAt'),
        ...(onRevoke ? [revokeColumn] : []),
      ]}
      rows={codes}
      empty={t('admin.codes.empty')}
      row={(c) => (
        <tr key={c.id}>
          <td className={styles.code}>{c.code}</td>
          <td>
            {c.uses} / {c.use_limit}
          </td>
          <td>{t(`admin.codes.states.${c.state}`)}</td>
          <td>{c.cohort_name ?? '—'}</td>
          <td>{date(c.expires_at)}</td>
          {onRevoke ? (
            <td>
              {c.state === 'revoked' ? null : (
                <ConfirmRevoke
                  title={t('admin.codes.revokeCode', { code: c.code })}
                  description={t('admin.codes.revokeConfirm')}
                  onConfirm={() => onRevoke(c)}
                />
              )}
            </td>
          ) : null}
        </tr>
      )}
    />
  );
}

/** Make a batch, list every code with its uses, revoke one, export them as CSV. */
export function AccessCodesPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TAdminAccessCode[]>([]);
  const [cohortId, setCohortId] = useState<number | undefined>();
  const codes = useAccessCodes(cohortId);
  const revoke = useRevokeAccessCode();
  const list = codes.data?.pages.flatMap((p) => p.codes) ?? [];
  const csv = useCsvDownload(() => exportAccessCodes(cohortId), 'resona-access-codes.csv');

  return (
    <>
      <h1 className={styles.heading}>{t('admin.codes.heading')}</h1>
      <CreateBatchForm onCreated={setCreated} />
      {created.length > 0 ? (
        <section className={styles.section} aria-labelledby="codes-created">
          <h2 id="codes-created">{t('admin.codes.created')}</h2>
          <CodeTable codes={created} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="codes-list">
        <h2 id="codes-list">{t('admin.codes.list')}</h2>
        <div className={styles.grid}>
          <CohortSelect
            value={cohortId}
            onChange={setCohortId}
            emptyLabel={t('admin.allParticipants')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={csv.start} disabled={csv.busy}>
              {t('admin.codes.exportCsv')}
            </Button>
            <CodebookButtons name="access-codes" />
          </div>
        </div>
        {!codes.data ? (
          <QueryState error={codes.error} onRetry={() => void codes.refetch()} />
        ) : (
          <CodeTable
            codes={list}
            onRevoke={(code) =>
              revoke.mutate(code.id, {
                onSuccess: (reply) => toast.success(reply.message),
                onError: (error) => toast.error(errorText(t, error)),
              })
            }
          />
        )}
        <LoadMore query={codes} label={t('admin.codes.loadMore')} />
      </section>
    </>
  );
}
