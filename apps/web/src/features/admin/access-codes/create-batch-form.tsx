import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminAccessCode } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCodeBatch } from '../api/access-codes.ts';
import { useStudyPlans } from '../api/cohorts.ts';
import { CohortSelect } from '../components/cohort-select.tsx';
import { endOfLocalDay, fieldError } from '../components/field-errors.ts';
import { SelectField } from '../../../components/select-field.tsx';
import styles from '../admin.module.css';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';

/** Count, uses, expiry, cohort (existing or new) and an optional plan to whitelist. */
export function CreateBatchForm({ onCreated }: { onCreated: (codes: TAdminAccessCode[]) => void }) {
  const { t } = useTranslation();
  const create = useCreateCodeBatch();
  const plans = useStudyPlans();
  const [count, setCount] = useState('10');
  const [useLimit, setUseLimit] = useState('1');
  const [expires, setExpires] = useState('');
  const [cohortId, setCohortId] = useState<number | undefined>();
  const [cohortName, setCohortName] = useState('');
  const [planId, setPlanId] = useState('');
  const [randomise, setRandomise] = useState(false);
  const error = create.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = cohortName;
    create.mutate(
      {
        count,
        use_limit: useLimit,
        expires_at: endOfLocalDay(expires),
        cohort_id: cohortId,
        cohort_name: cohortName.trim() || undefined,
        plan_id: planId || undefined,
        randomise,
      },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onCreated(reply.data.codes);
          setCohortName(clearIfSent(sent, ''));
        },
      },
    );
  }

  return (
    <form className={styles.section} onSubmit={handleSubmit} noValidate>
      <h2>{t('admin.codes.create')}</h2>
      <div className={styles.grid}>
        <TextField
          label={t('admin.codes.count')}
          type="number"
          min={1}
          max={500}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={fieldError(t, error, 'count')}
        />
        <TextField
          label={t('admin.codes.useLimit')}
          type="number"
          min={1}
          value={useLimit}
          onChange={(e) => setUseLimit(e.target.value)}
          error={fieldError(t, error, 'use_limit')}
        />
        <TextField
          label={t('admin.codes.expires')}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          error={fieldError(t, error, 'expires_at')}
        />
        <CohortSelect
          label={t('admin.codes.existingCohort')}
          value={cohortId}
          onChange={setCohortId}
          emptyLabel={t('admin.none')}
        />
        <TextField
          label={t('admin.codes.newCohort')}
          value={cohortName}
          onChange={(e) => setCohortName(e.target.value)}
          error={fieldError(t, error, 'cohort_name')}
        />
        <SelectField
          label={t('admin.codes.plan')}
          value={planId}
          onChange={(e) => setPlanId(e.target.value)}
          options={[
            { value: '', label: t('admin.none') },
            ...(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.plan_name })),
          ]}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={randomise}
          onChange={(e) => setRandomise(e.target.checked)}
        />
        {t('admin.codes.randomise')}
      </label>
      {fieldError(t, error, 'randomise') ? (
        <Notice tone="error">{fieldError(t, error, 'randomise')}</Notice>
      ) : null}
      {error && !(error as { fields?: unknown }).fields ? (
        <Notice tone="error">{errorText(t, error)}</Notice>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending}>
          {t('admin.codes.submit')}
        </Button>
      </div>
    </form>
  );
}
