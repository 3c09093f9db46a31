import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { NotificationType } from '../../db/schema/notifications.ts';
import type { Deps } from '../../deps.ts';
import { isParticipantRow } from '../../db/participants.ts';
import { notWithdrawn } from '../../db/study-consent.ts';
import { deliverAfterCommit } from './push-delivery.ts';

export type { NotificationType } from '../../db/schema/notifications.ts';

/**
 * Who receives a notification: some people; the site's participants, all of them or a cohort's
 * (never researchers, the demo account or those who withdrew from their study); or the people a
 * feature selects (a study's participants, decision 108), as a subquery with one column `id`.
 */
export type Audience =
  { userIds: number[] } | { everyone: true } | { cohortId: number } | { select: SQL };

export interface NotifyMessage {
  type: NotificationType;
  title: string;
  body: string;
  /** An in-app path such as /Home, opened when the notification is clicked. */
  url?: string;
}

/**
 * Adds one notification row per person in the audience, inside the caller's executor (so it
 * commits or rolls back with the caller's transaction), then queues Web Push to their devices.
 * The push starts only once that transaction has committed: a rolled-back row is never pushed.
 *
 * One INSERT … SELECT whatever the audience size; push goes out in batches in the background.
 */
export async function notify(
  deps: Deps,
  executor: Executor,
  audience: Audience,
  message: NotifyMessage,
): Promise<{ notified: number }> {
  const url = message.url && isInAppPath(message.url) ? message.url : null;
  const result = await executor.execute(sql`
    WITH inserted AS (
      INSERT INTO notifications (user_id, type, title, body, url)
      SELECT audience.id, ${message.type}, ${message.title}, ${message.body}, ${url}
      FROM (${audienceQuery(audience)}) AS audience
      RETURNING id
    )
    SELECT count(*)::int AS notified, min(id)::text AS first_id, max(id)::text AS last_id
    FROM inserted`);
  const row = rowsOf<{ notified: number; first_id: string | null; last_id: string | null }>(
    result,
  )[0];
  const notified = row?.notified ?? 0;
  if (notified === 0 || row?.first_id == null || row.last_id == null) return { notified };
  await deliverAfterCommit(deps, executor, {
    firstId: Number(row.first_id),
    lastId: Number(row.last_id),
    message: { type: message.type, title: message.title, body: message.body, url },
  });
  return { notified };
}

/** The user ids of an audience, as a subquery with one column `id`. */
function audienceQuery(audience: Audience): SQL {
  if ('select' in audience) return audience.select;
  if ('everyone' in audience) {
    return sql`SELECT u.id FROM users u WHERE ${isParticipantRow('u')} AND ${notWithdrawn(sql`u.id`)}`;
  }
  if ('cohortId' in audience) {
    return sql`
      SELECT DISTINCT r.user_id AS id
      FROM access_code_redemptions r
      JOIN access_codes c ON c.id = r.access_code_id
      JOIN users u ON u.id = r.user_id
      WHERE c.cohort_id = ${audience.cohortId} AND ${isParticipantRow('u')}
        AND ${notWithdrawn(sql`u.id`)}`;
  }
  const ids = [...new Set(audience.userIds.filter((id) => Number.isSafeInteger(id)))];
  if (ids.length === 0) return sql`SELECT id FROM users WHERE false`;
  // One array parameter however many people (a list of parameters stops at 65,535); unknown ids
  // (an account erased meanwhile) simply match no row.
  return sql`SELECT id FROM users WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`;
}

/** Only a path inside this app: a notification never links to another site. */
export function isInAppPath(url: string) {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/** node-postgres answers `execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
