import { and, eq } from 'drizzle-orm';
import type {
  TQuestionnaireSchedule,
  TQuestionnaireScheduleEntry,
  TQuestionnaireScheduleInput,
  TStudySurveyKind,
} from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { questionnaireSchedules, studySurveys } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError } from '../../../lib/app-error.ts';
import { localDate } from '../../../lib/time-zone.ts';
import { completionByKind, type CompletionRow } from './queries.ts';

type ScheduleRow = typeof questionnaireSchedules.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');

function present(row: ScheduleRow): TQuestionnaireSchedule {
  return {
    enabled: row.enabled,
    mode: row.mode,
    day_in_study: row.dayInStudy,
    on_date: row.onDate,
    local_time: `${pad(Math.floor(row.localMinutes / 60))}:${pad(row.localMinutes % 60)}`,
    remind_after_days: row.remindAfterDays,
    updated_at: row.updatedAt.toISOString(),
  };
}

function entry(
  kind: TStudySurveyKind,
  row: ScheduleRow | undefined,
  counts: CompletionRow | undefined,
): TQuestionnaireScheduleEntry {
  if (!row) return { kind, schedule: null, completion: null };
  const { kind: _kind, ...completion } = counts ?? {
    kind,
    participants: 0,
    not_yet_due: 0,
    due: 0,
    done_on_time: 0,
    done_late: 0,
    overdue: 0,
    sent: 0,
    reminded: 0,
  };
  return { kind, schedule: present(row), completion };
}

/** The study's questionnaires (every kind with a served version). */
async function questionnaireKinds(db: Executor, studyId: number) {
  const rows = await db
    .selectDistinct({ kind: studySurveys.kind })
    .from(studySurveys)
    .where(and(eq(studySurveys.studyId, studyId), eq(studySurveys.active, true)));
  return rows.map((r) => r.kind).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}
const ORDER: TStudySurveyKind[] = ['pre', 'mid', 'post'];

/** Every questionnaire of the study with its schedule (or none) and where its participants stand. */
export async function listSchedules(deps: Deps, studyId: number) {
  const [kinds, rows, counts] = await Promise.all([
    questionnaireKinds(deps.db, studyId),
    deps.db
      .select()
      .from(questionnaireSchedules)
      .where(eq(questionnaireSchedules.studyId, studyId)),
    completionByKind(deps.db, studyId, deps.now()),
  ]);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return kinds.map((kind) => entry(kind, byKind.get(kind), counts.get(kind)));
}

/**
 * Sets when a questionnaire goes out, in one transaction with its audit row. A date is refused
 * when it has ended in every zone on Earth (UTC−12) — unless it is the date already saved, so a
 * researcher can still change the reminder of a schedule whose day has gone by. Deliveries made
 * stay made: a participant who had it is not sent it again under the new schedule.
 */
export async function saveSchedule(
  deps: Deps,
  studyId: number,
  kind: TStudySurveyKind,
  input: TQuestionnaireScheduleInput,
  actor: AuditActor,
) {
  const now = deps.now();
  const [hours, minutes] = input.local_time.split(':').map(Number) as [number, number];
  const values = {
    enabled: input.enabled,
    mode: input.mode,
    dayInStudy: input.mode === 'day' ? (input.day_in_study ?? 0) : null,
    onDate: input.mode === 'date' ? (input.on_date ?? null) : null,
    localMinutes: hours * 60 + minutes,
    remindAfterDays: input.remind_after_days,
    updatedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(questionnaireSchedules)
      .where(
        and(eq(questionnaireSchedules.studyId, studyId), eq(questionnaireSchedules.kind, kind)),
      )
      .for('update');
    if (values.onDate && values.onDate !== before?.onDate) {
      if (values.onDate < localDate(now, 'Etc/GMT+12')) {
        throw new AppError(
          'VALIDATION_ERROR',
          'adminScheduleDatePast',
          {},
          { on_date: 'adminScheduleDatePast' },
        );
      }
    }
    await tx
      .insert(questionnaireSchedules)
      .values({ studyId, kind, ...values })
      .onConflictDoUpdate({
        target: [questionnaireSchedules.studyId, questionnaireSchedules.kind],
        set: values,
      });
    const shown = (row: ScheduleRow | undefined) => {
      if (!row) return null;
      const { updated_at: _at, ...rest } = present(row);
      return rest;
    };
    const { updated_at: _at, ...after } = present({ studyId, kind, ...values });
    await recordAudit(
      tx,
      actor,
      {
        action: 'questionnaire-schedule.save',
        target: `questionnaire:${kind}`,
        before: shown(before),
        after,
      },
      now,
    );
  });
  const saved = (await listSchedules(deps, studyId)).find((s) => s.kind === kind);
  return saved ?? { kind, schedule: null, completion: null };
}
