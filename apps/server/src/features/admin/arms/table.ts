import { parse } from 'csv-parse/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { ALLOCATION_TABLE_ROWS_MAX } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { allocationTableRows, armAllocations } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError } from '../../../lib/app-error.ts';
import { stratumFits } from '../../../lib/strata.ts';
import { countTableRows, readSettings, selectArms } from './queries.ts';

interface TableRow {
  stratum: string;
  sequenceNumber: number;
  armId: number;
}

const lineError = (key: 'adminTableLine' | 'adminTableDuplicate', line: number) =>
  new AppError('VALIDATION_ERROR', key, { line }, { csv: 'adminTableInvalid' });

/**
 * Reads "sequence number, stratum, arm" lines (RFC 4180, a header row allowed), checking each
 * against the current stratification and the arms (by name, whatever its case).
 */
async function readTable(deps: Deps, studyId: number, csv: string): Promise<TableRow[]> {
  const settings = await readSettings(deps.db, studyId);
  if (!settings) {
    throw new AppError(
      'VALIDATION_ERROR',
      'adminRandomiseNeedsArms',
      {},
      {
        csv: 'adminRandomiseNeedsArms',
      },
    );
  }
  const arms = new Map(
    (await selectArms(deps.db, studyId)).map((a) => [a.name.toLowerCase(), a.id]),
  );
  let records: string[][];
  try {
    records = parse(csv, { relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw new AppError('VALIDATION_ERROR', 'adminTableInvalid', {}, { csv: 'adminTableInvalid' });
  }
  if (records.length > 0 && !/^\d+$/.test(records[0]![0] ?? '')) records = records.slice(1);
  if (records.length === 0 || records.length > ALLOCATION_TABLE_ROWS_MAX) {
    throw new AppError('VALIDATION_ERROR', 'adminTableInvalid', {}, { csv: 'adminTableInvalid' });
  }
  const seen = new Set<string>();
  return records.map((cells, index) => {
    const line = index + 1;
    const [sequence = '', stratum = '', arm = ''] = cells;
    const armId = arms.get(arm.toLowerCase());
    const number = /^\d{1,9}$/.test(sequence) ? Number(sequence) : 0;
    if (cells.length !== 3 || number < 1 || !stratumFits(settings.stratifyBy, stratum) || !armId) {
      throw lineError('adminTableLine', line);
    }
    const key = `${stratum}\u0000${number}`;
    if (seen.has(key)) throw lineError('adminTableDuplicate', line);
    seen.add(key);
    return { stratum, sequenceNumber: number, armId };
  });
}

/**
 * Replaces the allocation table in one transaction. Once allocation has started, every slot
 * already taken from a table must be in the new one with the same arm: a table may grow (an
 * exhausted one is extended this way), never rewrite what happened.
 */
export async function uploadAllocationTable(
  deps: Deps,
  studyId: number,
  csv: string,
  actor: AuditActor,
) {
  const rows = await readTable(deps, studyId, csv);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await readSettings(tx, studyId, true);
    const used = await tx
      .select()
      .from(armAllocations)
      .where(and(eq(armAllocations.studyId, studyId), isNull(armAllocations.blockNumber)));
    const byKey = new Map(rows.map((r) => [`${r.stratum}\u0000${r.sequenceNumber}`, r]));
    for (const slot of used) {
      const row = byKey.get(`${slot.stratum}\u0000${slot.sequenceNumber}`);
      if (!row || row.armId !== slot.armId) {
        const where = `${slot.stratum}, ${slot.sequenceNumber}`;
        throw new AppError(
          'VALIDATION_ERROR',
          'adminTableUsedRowChanged',
          { slot: where },
          {
            csv: 'adminTableInvalid',
          },
        );
      }
    }
    const before = await countTableRows(tx, studyId);
    await tx.delete(allocationTableRows).where(eq(allocationTableRows.studyId, studyId));
    // In slices: a statement takes at most 65,535 parameters.
    for (let i = 0; i < rows.length; i += 2000) {
      const slice = rows.slice(i, i + 2000).map((row) => ({ studyId, ...row }));
      await tx.insert(allocationTableRows).values(slice);
    }
    const entry = {
      action: 'allocation-table.upload' as const,
      target: 'allocation-table',
      before: { rows: before },
      after: { rows: rows.length, strata: [...new Set(rows.map((r) => r.stratum))].sort() },
    };
    await recordAudit(tx, actor, entry, now);
  });
  return rows.length;
}
