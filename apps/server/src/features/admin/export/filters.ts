import { and, sql, type SQL } from 'drizzle-orm';
import type { ZAdminExportRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { isParticipantRow } from '../../../db/participants.ts';
import { inCohort, inStudy } from '../scope.ts';

export type ExportFilter = z.output<typeof ZAdminExportRequest>;

/** `from`/`to` are UTC calendar dates, both included: [from 00:00, to + 1 day 00:00). */
export function timeRange(column: SQL, filter: ExportFilter): SQL {
  const parts: SQL[] = [];
  if (filter.from) parts.push(sql`${column} >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to) {
    parts.push(sql`${column} < (${filter.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
}

/** What one export reads: the study's rows, filtered as the researcher asked. */
export interface ExportScope {
  studyId: number;
  filter: ExportFilter;
}

/**
 * The study's participants only (never researchers or the demo account, nor anyone who joined
 * another study alone), of one of its cohorts when asked (decision 108).
 */
export function userScope(db: Executor, userId: SQL, { studyId, filter }: ExportScope): SQL {
  const participant = sql`EXISTS (SELECT 1 FROM users su WHERE su.id = ${userId} AND ${isParticipantRow('su')})`;
  return and(
    participant,
    inStudy(db, userId, studyId),
    filter.cohort_id === undefined ? undefined : inCohort(db, userId, filter.cohort_id),
  )!;
}

/** Keyset condition: rows after the last id of the previous batch. */
export const after = (column: SQL, last: number | null) =>
  last === null ? sql`true` : sql`${column} > ${last}`;
