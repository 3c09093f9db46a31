import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
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

/**
 * History and favourites (spec §2 "Lists and data"): the lower-case title (the item's link, so
 * the link's name is the title), goal and created time; Load more fetches the next keyset page.
 */
export function LibraryList({
  label,
  items,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  label: string;
  items: readonly LibraryListItem[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t, i18n } = useTranslation();
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
      {hasMore ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={onLoadMore}
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
