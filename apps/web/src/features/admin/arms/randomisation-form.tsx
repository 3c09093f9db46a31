import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RANDOMISATION_METHODS,
  STRATIFY_BY,
  type TArmsResponse,
  type TStratifyBy,
} from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveRandomisation, useUploadAllocationTable } from '../api/arms.ts';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';

type Settings = TArmsResponse['data']['randomisation'];

/** The method, block sizes and strata; saved once and frozen when the first person is allocated. */
export function RandomisationForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const save = useSaveRandomisation();
  const [method, setMethod] = useState(settings.method);
  const [sizes, setSizes] = useState(settings.block_sizes.join(', ') || '4, 6');
  const [stratifyBy, setStratifyBy] = useState<TStratifyBy>(settings.stratify_by);
  const error = save.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { method, block_sizes: sizes, stratify_by: stratifyBy },
      { onSuccess: (reply) => toast.success(reply.message) },
    );
  }

  return (
    <form className={styles.section} onSubmit={handleSubmit} noValidate>
      <h2>{t('admin.arms.randomisation')}</h2>
      <p className={styles.muted}>{t('admin.arms.seedNote')}</p>
      <div className={styles.grid}>
        <SelectField
          label={t('admin.arms.method')}
          value={method}
          onChange={(e) => setMethod(e.target.value as Settings['method'])}
          options={RANDOMISATION_METHODS.map((m) => ({
            value: m,
            label: t(`admin.arms.methods.${m}`),
          }))}
        />
        <TextField
          label={t('admin.arms.blockSizes')}
          value={sizes}
          onChange={(e) => setSizes(e.target.value)}
          error={fieldError(t, error, 'block_sizes')}
          disabled={method !== 'blocks'}
        />
        <SelectField
          label={t('admin.arms.stratifyBy')}
          value={stratifyBy}
          onChange={(e) => setStratifyBy(e.target.value as TStratifyBy)}
          options={STRATIFY_BY.map((s) => ({ value: s, label: t(`admin.arms.strata.${s}`) }))}
        />
      </div>
      {error && !(error as { fields?: unknown }).fields ? (
        <Notice tone="error">{errorText(t, error)}</Notice>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending || settings.started}>
          {t('admin.arms.save')}
        </Button>
      </div>
    </form>
  );
}

/** An allocation table pasted or read from a CSV file: sequence number, stratum, arm. */
export function AllocationTableForm({ rows }: { rows: number }) {
  const { t } = useTranslation();
  const upload = useUploadAllocationTable();
  const textId = useId();
  const [csv, setCsv] = useState('');
  const error = upload.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    upload.mutate({ csv }, { onSuccess: (reply) => toast.success(reply.message) });
  }

  return (
    <form className={styles.section} onSubmit={handleSubmit} noValidate>
      <h2>{t('admin.arms.table')}</h2>
      <p className={styles.muted}>{t('admin.arms.tableNote', { count: rows })}</p>
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('admin.arms.tableCsv')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={csv}
          placeholder={'sequence,stratum,arm\n1,all,Arm A'}
          onChange={(e) => setCsv(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={t('admin.arms.tableFile')}
        onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)}
      />
      {error ? <Notice tone="error">{errorText(t, error)}</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={upload.isPending}>
          {t('admin.arms.upload')}
        </Button>
      </div>
    </form>
  );
}
