import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styles from './choice-group.module.css';

export interface Choice {
  value: string;
  label: string;
  /** e.g. `lang` for a language's own name. */
  lang?: string;
}

/**
 * A Radix radio group whose options are named by their visible labels (arrow keys move, Space
 * selects). Labelled by a heading or text elsewhere on the page through `labelledBy`.
 */
export function ChoiceGroup({
  choices,
  value,
  onValueChange,
  labelledBy,
  describedBy,
  required,
  invalid,
  layout = 'list',
  dir,
}: {
  choices: readonly Choice[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  required?: boolean;
  invalid?: boolean;
  /** 'scale' lays options out in a row (1–5). */
  layout?: 'list' | 'scale';
  /** The choices' own direction, where it is not the page's (the console's preview of Arabic). */
  dir?: 'ltr' | 'rtl' | undefined;
}) {
  const { i18n } = useTranslation();
  const baseId = useId();
  return (
    <RadioGroup.Root
      className={layout === 'scale' ? styles.scale : styles.list}
      value={value ?? ''}
      onValueChange={onValueChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      dir={dir ?? i18n.dir()}
      orientation={layout === 'scale' ? 'horizontal' : 'vertical'}
    >
      {choices.map((choice, i) => {
        const id = `${baseId}-${i}`;
        return (
          <div key={choice.value} className={styles.option}>
            <RadioGroup.Item id={id} value={choice.value} className={styles.radio}>
              <RadioGroup.Indicator className={styles.indicator} />
            </RadioGroup.Item>
            <label htmlFor={id} className={styles.label} lang={choice.lang}>
              {choice.label}
            </label>
          </div>
        );
      })}
    </RadioGroup.Root>
  );
}
