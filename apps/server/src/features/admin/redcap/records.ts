import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { cellsOf } from '../../../lib/columns.ts';
import { csvStream, keysetBatches, type CsvValue } from '../../../lib/csv.ts';
import { rowsOf } from '../assignments.ts';
import { EXPORT_KINDS, exportColumns, type Row } from '../export/kinds.ts';
import type { ExportScope } from '../export/filters.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import { answerField, RECORD_ID, redcapFields, type RedcapField } from './dictionary.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** REDCap's datetime_seconds_ymd, in UTC: 2026-03-05 14:07:09. */
export function redcapDateTime(d: Date) {
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(
    d.getUTCHours(),
  )}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** A Resona value as the field's REDCap value: codes for choices, 1/0, REDCap's date formats. */
export function redcapValue(field: RedcapField, value: CsvValue): CsvValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) {
    return field.validation === 'date_ymd'
      ? value.toISOString().slice(0, 10)
      : redcapDateTime(value);
  }
  if (field.recode) return field.recode.get(String(value)) ?? null;
  return value;
}

interface Response {
  user_id: number;
  kind: string;
  version: number;
  created_at: string | Date;
  answers: Record<string, string | number> | string;
}

/** The study's questionnaires answered by these participants (signed-out answers by address). */
async function responsesOf(db: Executor, studyId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const owner = sql`coalesce(r.user_id, (SELECT a.id FROM users a WHERE lower(a.email) = lower(r.email)))`;
  return rowsOf<Response>(
    await db.execute(sql`
      SELECT ${owner} AS user_id, r.kind, s.version, r.created_at, r.answers
      FROM study_survey_responses r JOIN study_surveys s ON s.id = r.survey_id
      WHERE r.study_id = ${studyId} AND ${owner} IN (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
}

/**
 * The records file: one row per participant, keyed by record_id (the pseudonym), its columns the
 * dictionary's fields in order, read in the study export's keyset batches.
 */
export async function redcapRecords(deps: Deps, scope: ExportScope) {
  const { studyId, filter } = scope;
  const fields = await redcapFields(deps.db, studyId, filter.include_email);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const participantColumns = exportColumns('participants', filter.include_email);
  const pseudonym = pseudonymiser(deps.config.dataDir, studyId);
  const batches = keysetBatches((last, size) =>
    EXPORT_KINDS.participants.fetch(deps.db, scope, last, size),
  );
  async function* rows() {
    for await (const batch of batches) {
      const answered = await responsesOf(
        deps.db,
        studyId,
        batch.map((r) => Number(r.user_id)),
      );
      yield batch.map((row: Row) => {
        const record = new Map<string, CsvValue>();
        const named = { ...row, participant_id: pseudonym(Number(row.user_id)) };
        const cells = cellsOf(participantColumns, named);
        participantColumns.forEach((c, i) => {
          const name = c.name === 'participant_id' ? RECORD_ID : c.name;
          record.set(name, redcapValue(byName.get(name)!, cells[i]));
        });
        for (const r of answered.filter((a) => Number(a.user_id) === Number(row.user_id))) {
          const answers = typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers;
          record.set(`${r.kind}_version`, Number(r.version));
          record.set(`${r.kind}_submitted_at`, redcapDateTime(new Date(r.created_at)));
          for (const [question, answer] of Object.entries(answers as Record<string, unknown>)) {
            const field = byName.get(answerField(r.kind, question));
            if (field) record.set(field.name, redcapValue(field, answer as CsvValue));
          }
        }
        return fields.map((f) => record.get(f.name) ?? null);
      });
    }
  }
  return csvStream(
    fields.map((f) => f.name),
    rows(),
  );
}
