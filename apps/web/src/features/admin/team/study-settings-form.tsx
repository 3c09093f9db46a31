import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDY_STATUSES, type TStudySettings, type TStudyStatus } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveStudy } from '../api/team.ts';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';

/** The study's name and status (draft, recruiting, closed: a closed study takes nobody new). */
export function StudySettingsForm({ study }: { study: TStudySettings }) {
  const { t } = useTranslation();
  const save = useSaveStudy();
  const [name, setName] = useState(study.name);
  const [status, setStatus] = useState<TStudyStatus>(study.status);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ name, status }, { onSuccess: (reply) => toast.success(reply.message) });
  }

  return (
    <section className={styles.section} aria-labelledby="team-study">
      <h2 id="team-study">{t('admin.studyTeams.studyHeading')}</h2>
      <form onSubmit={handleSubmit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('admin.studyTeams.name')}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            error={fieldError(t, save.error, 'name')}
          />
          <SelectField
            label={t('admin.studyTeams.status')}
            value={status}
            options={STUDY_STATUSES.map((s) => ({
              value: s,
              label: t(`admin.studyTeams.statuses.${s}`),
            }))}
            onChange={(e) => setStatus(e.target.value as TStudyStatus)}
            error={fieldError(t, save.error, 'status')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('admin.studyTeams.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
