import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime, isoOf } from '../lib/date-format.ts';
import styles from './library.module.css';

export interface LibraryListItem {
  key: number;
  to: string;
  title: string;
  goal: string;
  createdAt: string;
  /** Buttons beside the item (favourites' Remove). */
  actions?: ReactNode;
}

/** A keyset page of a library list: the envelope's message and the page's empty-state text. */
interface ListPage {
  message: string;
  data: { message: string };
}

type PagedQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<ListPage>>,
  'data' | 'error' | 'refetch' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>;

/**
 * History and favourites (spec §2 "Lists and data"): the query's loading or failure, the first
 * page's empty-state text, or the lower-case title (the item's link, so the link's name is the
 * title), goal and created time of each item; Load more fetches the next keyset page.
 */
export function LibraryList({
  label,
  query,
  items,
}: {
  label: string;
  query: PagedQuery;
  /** The query's pages, flattened. */
  items: readonly LibraryListItem[];
}) {
  const { t, i18n } = useTranslation();
  if (!query.data) {
    return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    const first = query.data.pages[0];
    return <p className={styles.muted}>{first?.data.message || first?.message}</p>;
  }
  const loadingMore = query.isFetchingNextPage;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <div className={styles.itemBody}>
              <Link to={item.to} className={styles.itemLink}>
                {item.title.toLocaleLowerCase(i18n.language)}
              </Link>
              <span className={styles.goal}>{item.goal}</span>
              <time className={styles.meta} dateTime={isoOf(item.createdAt)}>
                {formatDateTime(item.createdAt)}
              </time>
            </div>
            {item.actions ? <div className={styles.itemActions}>{item.actions}</div> : null}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={() => {
              if (!loadingMore) void query.fetchNextPage();
            }}
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? t('common.loading') : t('library.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
