import { NOTIFICATION_PAGE_SIZE, type TNotification } from '@resona/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { countAll, countUnread, markRead, selectPage } from './queries.ts';

/**
 * One page of the caller's notifications (spec §9: ten, offset growing by ten) with the counts
 * the bell needs. Read in one transaction so the page and both counts agree.
 */
export async function listNotifications(deps: Deps, userId: number, offset: number) {
  return deps.db.transaction(async (tx) => {
    const [rows, total, unread] = [
      await selectPage(tx, userId, offset, NOTIFICATION_PAGE_SIZE),
      await countAll(tx, userId),
      await countUnread(tx, userId),
    ];
    const items: TNotification[] = rows.map((r) => ({
      notificationID: r.id,
      title: r.title,
      message: r.body,
      is_read: r.isRead ? 1 : 0,
      notification_type: r.type,
      url: r.url,
      created_at: r.createdAt.toISOString(),
    }));
    return { items, total, unread };
  });
}

/**
 * Marks one of the caller's notifications read. Another person's id (or an unknown one) is 404
 * and changes nothing: the update is filtered by owner, so ids cannot be probed.
 */
export async function readNotification(deps: Deps, userId: number, notificationId: number) {
  const row = await markRead(deps.db, userId, notificationId);
  if (!row) throw notFound();
  return {
    notificationID: row.id,
    is_read: 1 as const,
    unread_msg: await countUnread(deps.db, userId),
  };
}
