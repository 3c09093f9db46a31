import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form.module.css';
import { FieldError } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  options: readonly SelectOption[];
};

/** A labelled native select: keyboard, screen readers and phones handle it natively. */
export function SelectField({ label, error, options, id, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
