import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import { useCohorts } from '../api/cohorts.ts';

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
  const cohorts = useCohorts();
  return (
    <SelectField
      label={label ?? t('admin.cohort')}
      value={value ?? ''}
      error={error}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : Number(event.target.value))
      }
      options={[
        { value: '', label: emptyLabel },
        ...(cohorts.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.name} (${c.members})`,
        })),
      ]}
    />
  );
}
