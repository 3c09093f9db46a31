import { useId, type ReactNode } from 'react';
import styles from './option-group.module.css';

export interface Option {
  id: number;
  label: ReactNode;
  /** Drawn beside the label (a theme's swatch); decorative. */
  picture?: ReactNode;
}

/**
 * One step of the session design: a labelled group of native radio inputs (arrow keys move and
 * select, in the page's direction; Tab enters at the chosen one), or a short note while its
 * options cannot be shown yet. Native inputs, not Radix's radio group: Radix keeps each item's
 * element in state, set from a ref callback, so hydrating /home rendered the whole screen again
 * inside React's commit (decision 114).
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
  const titleId = useId();
  // One name per group: the browser's arrow keys move among the radios of one name.
  const name = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {options && options.length > 0 ? (
        <fieldset
          role="radiogroup"
          className={layout === 'grid' ? styles.grid : styles.list}
          aria-labelledby={titleId}
        >
          {options.map((option) => {
            const id = `${name}-${option.id}`;
            return (
              <div key={option.id} className={styles.option}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={option.id}
                  checked={value === option.id}
                  onChange={() => onChoose(option.id)}
                  className={styles.radio}
                />
                {option.picture}
                <label htmlFor={id} className={styles.label}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : (
        <p className={styles.placeholder}>{placeholder}</p>
      )}
      {children}
    </section>
  );
}
