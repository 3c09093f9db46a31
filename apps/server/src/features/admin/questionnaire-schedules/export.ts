import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { csvStream, keysetBatches } from '../../../lib/csv.ts';
import { cellsOf, column as col, header } from '../../../lib/columns.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import { participantIdsAfter, planQuery, selectPlan, statusOf, type PlanRow } from './queries.ts';

type Row = PlanRow & { participant: string; status: string };

/** The file's columns and their codebook (decisions 084, 086). */
export const SCHEDULE_COLUMNS = [
  col<Row>(
    'participant_id',
    'text',
    'Pseudonym of the participant, the same as in the study export',
    (r) => r.participant,
  ),
  col<Row>('questionnaire', 'code', 'The study questionnaire', (r) => r.kind, {
    values: { pre: 'pre-study', mid: 'mid-study', post: 'post-study' },
  }),
  col<Row>(
    'study_start',
    'datetime',
    'Start of the participant’s study: first consent, else first code redemption (UTC)',
    (r) => r.start,
  ),
  col<Row>('time_zone', 'text', 'Time zone the schedule was kept in (IANA name)', (r) => r.zone),
  col<Row>('due_at', 'datetime', 'When it fell due (UTC)', (r) => r.dueAt),
  col<Row>(
    'reminder_at',
    'datetime',
    'When its reminder falls due; an answer after it is late (UTC)',
    (r) => r.remindAt,
  ),
  col<Row>('sent_at', 'datetime', 'When it was sent; empty: not yet (UTC)', (r) => r.sentAt),
  col<Row>(
    'reminded_at',
    'datetime',
    'When the reminder was sent; empty: none (UTC)',
    (r) => r.remindedAt,
  ),
  col<Row>('done_at', 'datetime', 'When it was answered; empty: not yet (UTC)', (r) => r.doneAt),
  col<Row>('status', 'code', 'Where it stands at the time of the download', (r) => r.status, {
    values: {
      not_yet_due: 'not yet due',
      due: 'due, before its reminder',
      overdue: 'not answered by its reminder',
      done_on_time: 'answered before its reminder',
      done_late: 'answered after its reminder',
    },
  }),
];

/**
 * Each scheduled questionnaire of the study per participant in it, named by the study pseudonym (decision 032):
 * when it fell due in their zone, when it and its reminder went out, when it was answered and
 * where it stands now. Read a batch of participants at a time, so a large study streams out.
 */
export function exportSchedules(deps: Deps, studyId: number) {
  const pseudonym = pseudonymiser(deps.config.dataDir, studyId);
  const now = deps.now();
  const batches = keysetBatches(async (last, size) => {
    const ids = await participantIdsAfter(deps.db, studyId, last, size);
    if (ids.length === 0) return { rows: [], last: null };
    const range = sql`u.id BETWEEN ${ids[0]!} AND ${ids.at(-1)!}`;
    const rows = await selectPlan(
      deps.db,
      sql`${planQuery({ onlyEnabled: false, studyId, users: range })} ORDER BY p.kind, p.user_id`,
    );
    return { rows, last: ids.length < size ? null : ids.at(-1)! };
  });
  async function* cells() {
    for await (const batch of batches) {
      yield batch.map((r) =>
        cellsOf(SCHEDULE_COLUMNS, {
          ...r,
          participant: pseudonym(r.userId),
          status: statusOf(r, now),
        }),
      );
    }
  }
  return csvStream(header(SCHEDULE_COLUMNS), cells());
}
