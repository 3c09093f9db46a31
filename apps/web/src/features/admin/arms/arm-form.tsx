import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateArm } from '../api/arms.ts';
import { useStudyPlans } from '../api/cohorts.ts';
import { usePrograms } from '../api/programs.ts';
import { CohortSelect } from '../components/cohort-select.tsx';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';

/** A new arm: its cohort (existing or new by name), a program to copy, a plan and a weight. */
export function ArmForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const create = useCreateArm();
  const plans = useStudyPlans();
  const programs = usePrograms();
  const [name, setName] = useState('');
  const [cohortId, setCohortId] = useState<number | undefined>();
  const [programId, setProgramId] = useState('');
  const [planId, setPlanId] = useState('');
  const [weight, setWeight] = useState('1');
  const error = create.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = { name, cohortId };
    create.mutate(
      {
        name: name.trim() || undefined,
        cohort_id: cohortId,
        program_id: programId || undefined,
        plan_id: planId || undefined,
        weight,
      },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setName(clearIfSent(sent.name, ''));
          setCohortId(clearIfSent(sent.cohortId, undefined));
        },
      },
    );
  }

  return (
    <form className={styles.section} onSubmit={handleSubmit} noValidate>
      <h2>{t('admin.arms.create')}</h2>
      <div className={styles.grid}>
        <TextField
          label={t('admin.arms.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldError(t, error, 'name')}
        />
        <CohortSelect
          label={t('admin.arms.existingCohort')}
          value={cohortId}
          onChange={setCohortId}
          emptyLabel={t('admin.none')}
          error={fieldError(t, error, 'cohort_id')}
        />
        <SelectField
          label={t('admin.arms.program')}
          value={programId}
          onChange={(e) => setProgramId(e.target.value)}
          options={[
            { value: '', label: t('admin.none') },
            ...(programs.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
          ]}
        />
        <SelectField
          label={t('admin.arms.plan')}
          value={planId}
          onChange={(e) => setPlanId(e.target.value)}
          options={[
            { value: '', label: t('admin.none') },
            ...(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.plan_name })),
          ]}
        />
        <TextField
          label={t('admin.arms.weight')}
          type="number"
          min={1}
          max={10}
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          error={fieldError(t, error, 'weight')}
        />
      </div>
      {error && !(error as { fields?: unknown }).fields ? (
        <Notice tone="error">{errorText(t, error)}</Notice>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending || disabled}>
          {t('admin.arms.submit')}
        </Button>
      </div>
    </form>
  );
}
