import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { csvStream, keysetBatches } from '../../../lib/csv.ts';
import { pseudonymiser } from '../export/pseudonym.ts';
import { participantIdsAfter, planQuery, selectPlan, statusOf } from './queries.ts';

const HEADER = [
  'participant_id',
  'questionnaire',
  'study_start',
  'time_zone',
  'due_at',
  'reminder_at',
  'sent_at',
  'reminded_at',
  'done_at',
  'status',
];

/**
 * Each scheduled questionnaire per participant, named by the study pseudonym (decision 032):
 * when it fell due in their zone, when it and its reminder went out, when it was answered and
 * where it stands now. Read a batch of participants at a time, so a large study streams out.
 */
export function exportSchedules(deps: Deps) {
  const pseudonym = pseudonymiser(deps.config.dataDir);
  const now = deps.now();
  const batches = keysetBatches(async (last, size) => {
    const ids = await participantIdsAfter(deps.db, last, size);
    if (ids.length === 0) return { rows: [], last: null };
    const range = sql`u.id BETWEEN ${ids[0]!} AND ${ids.at(-1)!}`;
    const rows = await selectPlan(
      deps.db,
      sql`${planQuery({ onlyEnabled: false, users: range })} ORDER BY p.kind, p.user_id`,
    );
    return { rows, last: ids.length < size ? null : ids.at(-1)! };
  });
  async function* cells() {
    for await (const batch of batches) {
      yield batch.map((r) => [
        pseudonym(r.userId),
        r.kind,
        r.start,
        r.zone,
        r.dueAt,
        r.remindAt,
        r.sentAt,
        r.remindedAt,
        r.doneAt,
        statusOf(r, now),
      ]);
    }
  }
  return csvStream(HEADER, cells());
}
