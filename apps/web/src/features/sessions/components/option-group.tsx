import { useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styles from './option-group.module.css';

export interface Option {
  id: number;
  label: ReactNode;
  /** Drawn beside the label (a theme's swatch); decorative. */
  picture?: ReactNode;
}

/**
 * One step of the session design: a labelled Radix radio group (arrow keys move, Space selects),
 * or a short note while its options cannot be shown yet.
 */
export function OptionGroup({
  title,
  options,
  value,
  onChoose,
  placeholder,
  layout = 'list',
  children,
}: {
  /** Also the group's accessible name. */
  title: string;
  options: readonly Option[] | null;
  value: number | null;
  onChoose: (id: number) => void;
  /** Shown instead of the options (loading, or choose something above first). */
  placeholder: ReactNode;
  layout?: 'list' | 'grid';
  /** What a choice asks for next (the number of breaths), below the options. */
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const baseId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {options && options.length > 0 ? (
        <RadioGroup.Root
          className={layout === 'grid' ? styles.grid : styles.list}
          value={value === null ? '' : String(value)}
          onValueChange={(next) => onChoose(Number(next))}
          aria-labelledby={titleId}
          dir={i18n.dir()}
          loop
        >
          {options.map((option) => {
            const id = `${baseId}-${option.id}`;
            return (
              <div key={option.id} className={styles.option}>
                <RadioGroup.Item id={id} value={String(option.id)} className={styles.radio}>
                  <RadioGroup.Indicator className={styles.indicator} />
                </RadioGroup.Item>
                {option.picture}
                <label htmlFor={id} className={styles.label}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadioGroup.Root>
      ) : (
        <p className={styles.placeholder}>{placeholder}</p>
      )}
      {children}
    </section>
  );
}
