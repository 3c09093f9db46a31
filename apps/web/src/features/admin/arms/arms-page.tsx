import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { exportAllocations, useArms } from '../api/arms.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { CodebookButtons } from '../components/codebook-buttons.tsx';
import { useCsvDownload } from '../components/use-csv-download.ts';
import { ArmForm } from './arm-form.tsx';
import { AllocationTableForm, RandomisationForm } from './randomisation-form.tsx';
import styles from '../admin.module.css';

/**
 * Randomised arms (decision 083): the arms with their cohort, program and plan, how randomising
 * codes allocate, and the allocations made so far per stratum. Nothing here tells the next
 * allocation: the server never sends it.
 */
export function ArmsPage() {
  const { t } = useTranslation();
  const arms = useArms();
  const csv = useCsvDownload(exportAllocations, 'resona-allocations.csv');
  if (!arms.data) return <QueryState error={arms.error} onRetry={() => void arms.refetch()} />;
  const { arms: list, randomisation, strata } = arms.data;
  const nameOf = new Map(list.map((a) => [a.id, a.name]));

  return (
    <>
      <h1 className={styles.heading}>{t('admin.arms.heading')}</h1>
      <p className={styles.muted}>{t('admin.arms.intro')}</p>
      {randomisation.started ? <Notice tone="info">{t('admin.arms.started')}</Notice> : null}
      <section className={styles.section} aria-labelledby="arm-list">
        <h2 id="arm-list">{t('admin.arms.list')}</h2>
        <AdminTable
          columns={[
            t('admin.arms.name'),
            t('admin.arms.program'),
            t('admin.arms.plan'),
            t('admin.arms.weight'),
            t('admin.arms.allocated'),
          ]}
          rows={list}
          empty={t('admin.arms.empty')}
          row={(a) => (
            <tr key={a.id}>
              <td>{a.name}</td>
              <td>{a.programs.join(', ') || '—'}</td>
              <td>{a.plan_name ?? '—'}</td>
              <td>{a.weight}</td>
              <td data-testid={`allocated-${a.name}`}>{a.allocated}</td>
            </tr>
          )}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={csv.start} disabled={csv.busy}>
            {t('admin.arms.exportCsv')}
          </Button>
          <CodebookButtons name="allocations" />
        </div>
      </section>
      {strata.length > 0 ? (
        <section className={styles.section} aria-labelledby="arm-strata">
          <h2 id="arm-strata">{t('admin.arms.byStratum')}</h2>
          <AdminTable
            columns={[
              t('admin.arms.stratum'),
              ...list.map((a) => a.name),
              ...(randomisation.method === 'table' ? [t('admin.arms.tableLeft')] : []),
            ]}
            rows={strata}
            empty=""
            row={(s) => (
              <tr key={s.stratum}>
                <td className={styles.code}>{s.stratum}</td>
                {list.map((a) => (
                  <td key={a.id} aria-label={nameOf.get(a.id)}>
                    {s.counts.find((c) => c.arm_id === a.id)?.allocated ?? 0}
                  </td>
                ))}
                {randomisation.method === 'table' ? <td>{s.table_rows_left}</td> : null}
              </tr>
            )}
          />
        </section>
      ) : null}
      <ArmForm disabled={randomisation.started} />
      <RandomisationForm settings={randomisation} />
      {randomisation.method === 'table' ? (
        <AllocationTableForm rows={randomisation.table_rows} />
      ) : null}
    </>
  );
}
