import { and, asc, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { armAllocations, cohorts, studyArms } from '../../../db/schema/index.ts';
import { byLastRow, csvStream, keysetBatches } from '../../../lib/csv.ts';
import { cellsOf, column as col, header } from '../../../lib/columns.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';

interface AllocationRow {
  participant: string;
  stratum: string;
  sequence: number;
  block: number | null;
  position: number | null;
  arm: string;
  at: Date;
}

/** The allocation list's columns and their codebook (decisions 083, 086). */
export const ALLOCATION_COLUMNS = [
  col<AllocationRow>(
    'participant_id',
    'text',
    'Pseudonym of the participant, the same as in the study export',
    (r) => r.participant,
  ),
  col<AllocationRow>(
    'stratum',
    'text',
    'Stratum the participant was allocated in',
    (r) => r.stratum,
    { note: '"all" without stratification, else e.g. age_group=2;gender=1 (survey ids).' },
  ),
  col<AllocationRow>(
    'sequence',
    'integer',
    'Place in the stratum’s allocation sequence, from 1',
    (r) => r.sequence,
  ),
  col<AllocationRow>(
    'block',
    'integer',
    'Permuted block of the stratum, from 1; empty: from an uploaded table',
    (r) => r.block,
  ),
  col<AllocationRow>(
    'position',
    'integer',
    'Place within its block, from 1; empty: from an uploaded table',
    (r) => r.position,
  ),
  col<AllocationRow>('arm', 'text', 'Arm allocated (the arm’s cohort name)', (r) => r.arm),
  col<AllocationRow>('allocated_at', 'datetime', 'When the allocation was made (UTC)', (r) => r.at),
];

/**
 * The allocation list as CSV, in the order the allocations were made: the same pseudonym as
 * the study export (decision 032), the slot (stratum, sequence, block and position in it), the
 * arm. The study's allocations already made only: the sequence ahead is never written anywhere.
 */
export function exportAllocations(deps: Deps, studyId: number) {
  const pseudonym = pseudonymiser(deps.config.dataDir, studyId);
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
        .where(
          and(
            eq(armAllocations.studyId, studyId),
            last === null ? undefined : gt(armAllocations.id, last),
          ),
        )
        .orderBy(asc(armAllocations.id))
        .limit(size),
      size,
      (r) => r.id,
    ),
  );
  async function* rows() {
    for await (const page of pages) {
      yield page.map((r) =>
        cellsOf(ALLOCATION_COLUMNS, { ...r, participant: pseudonym(r.userId) }),
      );
    }
  }
  return csvStream(header(ALLOCATION_COLUMNS), rows());
}
