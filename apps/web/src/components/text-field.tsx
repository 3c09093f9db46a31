import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** Already translated. */
  error?: string | undefined;
};

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

export function TextField({ label, error, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The e-mail address field every form draws alike: its label, the e-mail keyboard, autofill. */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>,
) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

/** A password input with a show/hide toggle. The toggle's name avoids the word "password" so the
 * field stays the only thing labelled that way. */
export function PasswordField({ label, error, id, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('common.hide') : t('common.show')}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
