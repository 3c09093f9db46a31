import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  useCohortMembers,
  useCohorts,
  useCreateCohort,
  useSignOutParticipant,
} from '../api/cohorts.ts';
import { errorText } from '../../../i18n/messages.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { fieldError } from '../components/field-errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../components/dates.ts';
import styles from '../admin.module.css';
import { useMyStudies } from '../api/studies.ts';
import { WhitelistSection } from './whitelist-section.tsx';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';

function Members({ cohortId }: { cohortId: number }) {
  const { t } = useTranslation();
  const members = useCohortMembers(cohortId);
  const signOut = useSignOutParticipant();
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
      <AdminTable
        columns={[
          t('admin.cohorts.email'),
          t('admin.cohorts.code'),
          t('admin.cohorts.redeemedAt'),
          t('admin.cohorts.progress'),
          t('admin.cohorts.sessions'),
          t('admin.cohorts.account'),
        ]}
        rows={list}
        empty={t('admin.cohorts.noMembers')}
        row={(m) => (
          <tr key={m.user_id}>
            <td>{m.email}</td>
            <td className={styles.code}>{m.code}</td>
            <td>{formatDateTime(m.redeemed_at)}</td>
            <td>{flags(m)}</td>
            <td>{m.sessions}</td>
            <td>
              {/* A lost phone, an account someone else may be in: every device signed out. */}
              <Button
                variant="ghost"
                disabled={signOut.isPending}
                aria-label={t('admin.cohorts.signOutOne', { email: m.email })}
                onClick={() =>
                  signOut.mutate(m.user_id, {
                    onSuccess: (reply) => toast.success(reply.message),
                    onError: (error) => toast.error(errorText(t, error)),
                  })
                }
              >
                {t('admin.cohorts.signOut')}
              </Button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}

/** Cohorts: participants grouped by the code they redeemed; plan whitelists below. */
export function CohortsPage() {
  const { t } = useTranslation();
  const cohorts = useCohorts();
  const create = useCreateCohort();
  const mine = useMyStudies();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number | undefined>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = name;
    create.mutate(name, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setName(clearIfSent(sent, ''));
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
        ) : (
          <AdminTable
            columns={[
              t('admin.cohorts.name'),
              t('admin.cohorts.members'),
              t('admin.cohorts.codes'),
              <span className={styles.muted}>{t('admin.cohorts.show')}</span>,
            ]}
            rows={cohorts.data}
            empty={t('admin.cohorts.empty')}
            row={(c) => (
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
            )}
          />
        )}
      </section>
      {selected !== undefined ? <Members cohortId={selected} /> : null}
      {/* Whitelists are the site's, kept by its administrator (decision 108). */}
      {mine.data?.site_admin ? <WhitelistSection /> : null}
    </>
  );
}
