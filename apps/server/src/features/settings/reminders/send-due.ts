import { languageById, translate } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { notify } from '../../notifications/index.ts';
import {
  claimOccurrences,
  dueOccurrences,
  occurrenceKey,
  pruneDeliveries,
  type DueOccurrence,
} from './queries.ts';

/** A server that was down sends what fell due in the last hour and drops anything older. */
export const CATCH_UP_MS = 60 * 60 * 1000;
/** Occurrences claimed per transaction: bounded so one transaction stays short. */
const BATCH = 250;

export interface Shard {
  shard: number;
  shards: number;
}

/**
 * Sends every reminder occurrence of this shard that is due at `now` and not sent yet. Each
 * batch claims its occurrences (unique rows in reminder_deliveries) and inserts the
 * notifications in one transaction, so with any number of servers each occurrence is sent
 * exactly once; push follows the commit (notify). Returns how many this call sent.
 */
export async function sendDueReminders(
  deps: Deps,
  now: Date,
  shard: Shard = { shard: 0, shards: 1 },
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueOccurrences(deps.db, now, {
      windowMs: CATCH_UP_MS,
      limit: BATCH,
      ...shard,
    });
    if (due.length === 0) return sent;
    sent += await sendBatch(deps, due, now);
    if (due.length < BATCH) return sent;
  }
}

async function sendBatch(deps: Deps, due: DueOccurrence[], now: Date) {
  return deps.db.transaction(async (tx) => {
    const claimed = await claimOccurrences(tx, due, now);
    const mine = due.filter((d) => claimed.has(occurrenceKey(d.reminderId, d.dueAt)));
    // One notify per language: the text is the person's own language.
    const byLanguage = new Map<number, number[]>();
    for (const d of mine)
      byLanguage.set(d.language, [...(byLanguage.get(d.language) ?? []), d.userId]);
    for (const [languageId, userIds] of byLanguage) {
      const lang = languageById(languageId).code;
      await notify(
        deps,
        tx,
        { userIds },
        {
          type: 'Reminder',
          title: translate(lang, 'reminderNotificationTitle'),
          body: translate(lang, 'reminderNotificationBody'),
          url: '/Reminder',
        },
      );
    }
    return mine.length;
  });
}

/** Delivery records are only needed while an occurrence could still be sent. */
export async function pruneOldDeliveries(deps: Deps, now: Date) {
  await pruneDeliveries(deps.db, new Date(now.getTime() - 2 * CATCH_UP_MS - 24 * 3600 * 1000));
}
