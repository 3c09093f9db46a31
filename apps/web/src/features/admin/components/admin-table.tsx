import type { ReactNode } from 'react';
import styles from '../admin.module.css';

/**
 * An admin list as a scrolling table, or the line `empty` when it has no rows. `columns` are the
 * header cells' contents in order; `row` draws one row (a `<tr>` with its own key).
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
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={styles.tableWrap}>
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
  );
}
