import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../admin.module.css';

/** Whether the element is wider inside than it shows (a table on a phone), kept up to date. */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * An admin list as a scrolling table, or the line `empty` when it has no rows. `columns` are the
 * header cells' contents in order; `row` draws one row (a `<tr>` with its own key). A table
 * wider than the screen says so above it and shades the edge that hides more.
 */
export function AdminTable<Row>({
  columns,
  rows,
  row,
  empty,
}: {
  columns: ReactNode[];
  rows: readonly Row[];
  row: (item: Row) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation();
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <>
      {overflows ? (
        <p className={styles.scrollHint}>
          <span aria-hidden="true">⇆ </span>
          {t('admin.scrollHint')}
        </p>
      ) : null}
      {/* Focusable so the table can be scrolled from the keyboard when it overflows. */}
      <div ref={ref} className={styles.tableWrap} tabIndex={overflows ? 0 : undefined}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // The header never reorders: its place is its identity.
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </table>
      </div>
    </>
  );
}
