import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import styles from '../admin.module.css';
import { AdminTable } from './admin-table.tsx';

/** What an admin list needs of its infinite query, a page at a time. */
export interface PagedQuery {
  data: unknown;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** "Load more" under a list while the server has another page of it. */
export function LoadMore({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}

/**
 * An admin list read a page at a time: the table once the first page is in, "Load more" while
 * there are others. Until then it is loading, or the failure with a retry; a filter the server
 * refused is told without a retry, as its field's own message under the filter says why.
 */
export function PagedTable<Row>({
  query,
  rows,
  columns,
  row,
  empty,
}: {
  query: PagedQuery;
  rows: readonly Row[];
  columns: ReactNode[];
  row: (item: Row) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation();
  const filterRefused = isApiError(query.error) && !!query.error.fields;
  return (
    <>
      {query.data ? (
        <AdminTable columns={columns} rows={rows} row={row} empty={empty} />
      ) : filterRefused ? (
        <Notice tone="error">{errorText(t, query.error)}</Notice>
      ) : (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      )}
      <LoadMore query={query} label={t('admin.earlyAccess.loadMore')} />
    </>
  );
}
