import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCohorts } from '../api/cohorts.ts';
import styles from '../admin.module.css';

/** A cohort picker; the empty choice (`emptyLabel`) is undefined. */
export function CohortSelect({
  value,
  onChange,
  emptyLabel,
  label,
  error,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  emptyLabel: string;
  label?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const cohorts = useCohorts();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('admin.cohort')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
      >
        <option value="">{emptyLabel}</option>
        {(cohorts.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.members})
          </option>
        ))}
      </select>
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
