import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDY_STATUSES, type TStudyStatus } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateStudy, useSiteStudies } from '../api/studies.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { fieldError } from '../components/field-errors.ts';
import { FormError } from '../components/form-error.tsx';
import { MailLanguageField } from '../components/invite-fields.tsx';
import styles from '../admin.module.css';
import { NameOwnerForm } from './name-owner-form.tsx';

interface Draft {
  name: string;
  status: TStudyStatus;
  owner_email: string;
  /** Empty: the mail goes out in the site administrator's language. */
  language: string;
}
const EMPTY: Draft = { name: '', status: 'draft', owner_email: '', language: '' };

/**
 * The site administrator's studies (issue 33): every study with its status, team size and
 * owners (nothing of its participants), a new one with its first owner, and one more owner of
 * an existing study. Naming their own address makes them an owner at once.
 */
export function StudiesPage() {
  const { t } = useTranslation();
  const studies = useSiteStudies();
  const create = useCreateStudy();
  const [draft, setDraft] = useState<Draft>(EMPTY);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(draft, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setDraft(EMPTY);
      },
    });
  }

  return (
    <>
      <h1 className={styles.heading}>{t('admin.studyTeams.studiesHeading')}</h1>
      <section className={styles.section} aria-labelledby="studies-list">
        <h2 id="studies-list">{t('admin.studyTeams.allStudies')}</h2>
        {!studies.data ? (
          <QueryState error={studies.error} onRetry={() => void studies.refetch()} />
        ) : (
          <AdminTable
            columns={[
              t('admin.studyTeams.name'),
              t('admin.studyTeams.status'),
              t('admin.studyTeams.memberCount'),
              t('admin.studyTeams.owners'),
            ]}
            rows={studies.data}
            empty={t('admin.studyTeams.noStudies')}
            row={(study) => (
              <tr key={study.id}>
                <td>{study.name}</td>
                <td>{t(`admin.studyTeams.statuses.${study.status}`)}</td>
                <td>{study.members}</td>
                <td>
                  {[
                    ...study.owners,
                    ...study.invited_owners.map((email) =>
                      t('admin.studyTeams.invitedOwner', { email }),
                    ),
                  ].join(', ') || '—'}
                </td>
              </tr>
            )}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="studies-new">
        <h2 id="studies-new">{t('admin.studyTeams.newStudy')}</h2>
        <form onSubmit={handleSubmit} noValidate>
          <div className={styles.grid}>
            <TextField
              label={t('admin.studyTeams.name')}
              value={draft.name}
              maxLength={80}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              error={fieldError(t, create.error, 'name')}
            />
            <SelectField
              label={t('admin.studyTeams.status')}
              value={draft.status}
              options={STUDY_STATUSES.map((s) => ({
                value: s,
                label: t(`admin.studyTeams.statuses.${s}`),
              }))}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as TStudyStatus })}
              error={fieldError(t, create.error, 'status')}
            />
            <TextField
              label={t('admin.studyTeams.ownerEmail')}
              type="email"
              autoComplete="off"
              value={draft.owner_email}
              onChange={(e) => setDraft({ ...draft, owner_email: e.target.value })}
              error={fieldError(t, create.error, 'owner_email')}
            />
            <MailLanguageField
              value={draft.language}
              onChange={(language) => setDraft({ ...draft, language })}
              error={create.error}
            />
          </div>
          <FormError error={create.error} />
          <div className={styles.actions}>
            <Button type="submit" disabled={create.isPending}>
              {t('admin.studyTeams.create')}
            </Button>
          </div>
        </form>
      </section>
      {studies.data && studies.data.length > 0 ? <NameOwnerForm studies={studies.data} /> : null}
    </>
  );
}
