import { sql, type SQL } from 'drizzle-orm';
import type { ZAdminExportRequest } from '@resona/contract';
import type { z } from 'zod';
import { isParticipantRow } from '../../../db/participants.ts';

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

/** Participants only (never researchers or the demo account), of one cohort when asked. */
export function userScope(userId: SQL, filter: ExportFilter): SQL {
  const participant = sql`EXISTS (SELECT 1 FROM users su WHERE su.id = ${userId} AND ${isParticipantRow('su')})`;
  if (filter.cohort_id === undefined) return participant;
  return sql`${participant} AND EXISTS (
    SELECT 1 FROM access_code_redemptions cr JOIN access_codes cc ON cc.id = cr.access_code_id
    WHERE cr.user_id = ${userId} AND cc.cohort_id = ${filter.cohort_id})`;
}

/** Keyset condition: rows after the last id of the previous batch. */
export const after = (column: SQL, last: number | null) =>
  last === null ? sql`true` : sql`${column} > ${last}`;
