import { asc, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { armAllocations, cohorts, studyArms } from '../../../db/schema/index.ts';
import { byLastRow, csvStream, keysetBatches } from '../../../lib/csv.ts';
import { pseudonymiser } from '../export/pseudonym.ts';

const HEADER = [
  'participant_id',
  'stratum',
  'sequence',
  'block',
  'position',
  'arm',
  'allocated_at',
];

/**
 * The allocation list as CSV, in the order the allocations were made: the same pseudonym as
 * the study export (decision 032), the slot (stratum, sequence, block and position in it), the
 * arm. Allocations already made only: the sequence ahead is never written anywhere.
 */
export function exportAllocations(deps: Deps) {
  const pseudonym = pseudonymiser(deps.config.dataDir);
  const pages = keysetBatches(async (last, size) =>
    byLastRow(
      await deps.db
        .select({
          id: armAllocations.id,
          userId: armAllocations.userId,
          stratum: armAllocations.stratum,
          sequence: armAllocations.sequenceNumber,
          block: armAllocations.blockNumber,
          position: armAllocations.blockPosition,
          arm: cohorts.name,
          at: armAllocations.allocatedAt,
        })
        .from(armAllocations)
        .innerJoin(studyArms, eq(studyArms.id, armAllocations.armId))
        .innerJoin(cohorts, eq(cohorts.id, studyArms.cohortId))
        .where(last === null ? undefined : gt(armAllocations.id, last))
        .orderBy(asc(armAllocations.id))
        .limit(size),
      size,
      (r) => r.id,
    ),
  );
  async function* rows() {
    for await (const page of pages) {
      yield page.map((r) => [
        pseudonym(r.userId),
        r.stratum,
        r.sequence,
        r.block,
        r.position,
        r.arm,
        r.at,
      ]);
    }
  }
  return csvStream(HEADER, rows());
}
