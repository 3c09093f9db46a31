import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCohortMembers, useCohorts, useCreateCohort } from '../api/cohorts.ts';
import { fieldError } from '../components/field-errors.ts';
import { QueryState } from '../components/query-state.tsx';
import styles from '../admin.module.css';
import { WhitelistSection } from './whitelist-section.tsx';

function Members({ cohortId }: { cohortId: number }) {
  const { t, i18n } = useTranslation();
  const members = useCohortMembers(cohortId);
  if (!members.data)
    return <QueryState error={members.error} onRetry={() => void members.refetch()} />;
  const { cohort, members: list } = members.data;
  const flags = (m: (typeof list)[number]) =>
    [
      m.is_verified && t('admin.overview.verified'),
      m.is_survey_complete && t('admin.overview.surveyed'),
      m.is_calibrated && t('admin.overview.calibrated'),
    ]
      .filter(Boolean)
      .join(', ') || '—';
  return (
    <section className={styles.section} aria-labelledby="cohort-members">
      <h2 id="cohort-members">{t('admin.cohorts.membersOf', { name: cohort.name })}</h2>
      {list.length === 0 ? (
        <p>{t('admin.cohorts.noMembers')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('admin.cohorts.email')}</th>
                <th scope="col">{t('admin.cohorts.code')}</th>
                <th scope="col">{t('admin.cohorts.redeemedAt')}</th>
                <th scope="col">{t('admin.cohorts.progress')}</th>
                <th scope="col">{t('admin.cohorts.sessions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((m) => (
                <tr key={m.user_id}>
                  <td>{m.email}</td>
                  <td className={styles.code}>{m.code}</td>
                  <td>{new Date(m.redeemed_at).toLocaleString(i18n.language)}</td>
                  <td>{flags(m)}</td>
                  <td>{m.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Cohorts: participants grouped by the code they redeemed; plan whitelists below. */
export function CohortsPage() {
  const { t } = useTranslation();
  const cohorts = useCohorts();
  const create = useCreateCohort();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number | undefined>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setName('');
      },
    });
  }

  return (
    <>
      <h1 className={styles.heading}>{t('admin.cohorts.heading')}</h1>
      <form className={styles.section} onSubmit={handleSubmit} noValidate>
        <h2>{t('admin.cohorts.create')}</h2>
        <div className={styles.grid}>
          <TextField
            label={t('admin.cohorts.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fieldError(t, create.error, 'name')}
          />
          <div>
            <Button type="submit" disabled={create.isPending}>
              {t('admin.cohorts.submit')}
            </Button>
          </div>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="cohort-list">
        <h2 id="cohort-list">{t('admin.cohorts.heading')}</h2>
        {!cohorts.data ? (
          <QueryState error={cohorts.error} onRetry={() => void cohorts.refetch()} />
        ) : cohorts.data.length === 0 ? (
          <p>{t('admin.cohorts.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.cohorts.name')}</th>
                  <th scope="col">{t('admin.cohorts.members')}</th>
                  <th scope="col">{t('admin.cohorts.codes')}</th>
                  <th scope="col">
                    <span className={styles.muted}>{t('admin.cohorts.show')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cohorts.data.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name}</td>
                    <td>{c.members}</td>
                    <td>{c.codes}</td>
                    <td>
                      <Button
                        variant="ghost"
                        aria-pressed={selected === c.id}
                        aria-label={`${t('admin.cohorts.show')}: ${c.name}`}
                        onClick={() => setSelected(c.id)}
                      >
                        {t('admin.cohorts.show')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {selected !== undefined ? <Members cohortId={selected} /> : null}
      <WhitelistSection />
    </>
  );
}
