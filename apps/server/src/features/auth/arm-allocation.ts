import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  accessCodeRedemptions,
  allocationSequences,
  allocationTableRows,
  armAllocations,
  randomisationSettings,
  studyArms,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { whitelistForPlan } from './access-code-queries.ts';
import { permutedBlock } from '../../lib/permuted-blocks.ts';
import { stratumOf } from '../../lib/strata.ts';

export interface Redemption {
  accessCodeId: number;
  userId: number;
  at: Date;
}

const studyFull = () => new AppError('INVALID_ACCESS_CODE', 'studyFull');

/** The study's stratum's sequence row, locked until the transaction ends; made on first use. */
async function lockSequence(tx: Executor, studyId: number, stratum: string) {
  await tx.insert(allocationSequences).values({ studyId, stratum }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(allocationSequences)
    .where(inSequence(studyId, stratum))
    .for('update');
  return row!;
}

const inSequence = (studyId: number, stratum: string) =>
  and(eq(allocationSequences.studyId, studyId), eq(allocationSequences.stratum, stratum));

/**
 * Called in the redemption's own transaction, right after a code was taken: a code of a
 * randomising batch allocates the redeemer to an arm (decision 083). Nothing happens for other
 * codes, or for someone allocated already. The stratum's sequence row is locked, so concurrent
 * redemptions take consecutive slots; if the allocation fails (an exhausted table) the whole
 * redemption rolls back. The participant is told nothing of the arm.
 */
export async function allocateArm(tx: Executor, redemption: Redemption) {
  const [batch] = await tx
    .select({ randomise: accessCodeBatches.randomise, studyId: accessCodeBatches.studyId })
    .from(accessCodeBatchCodes)
    .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodeBatchCodes.batchId))
    .where(eq(accessCodeBatchCodes.accessCodeId, redemption.accessCodeId));
  if (!batch?.randomise) return;
  // The batch's study: its arms, its settings, its sequences (issue 33).
  const { studyId } = batch;
  const [done] = await tx
    .select({ id: armAllocations.id })
    .from(armAllocations)
    .where(and(eq(armAllocations.userId, redemption.userId), eq(armAllocations.studyId, studyId)));
  if (done) return;
  // Shared: settings and arms cannot change under an allocation (their writers lock for update).
  const [settings] = await tx
    .select()
    .from(randomisationSettings)
    .where(eq(randomisationSettings.studyId, studyId))
    .for('share');
  const arms = await tx
    .select()
    .from(studyArms)
    .where(eq(studyArms.studyId, studyId))
    .orderBy(asc(studyArms.id));
  if (!settings || arms.length < 2) throw studyFull();
  const [person] = await tx
    .select({ email: users.email, ageGroupId: users.ageGroupId, genderId: users.genderId })
    .from(users)
    .where(eq(users.id, redemption.userId));
  const stratum = stratumOf(settings.stratifyBy, person!);
  const sequence = await lockSequence(tx, studyId, stratum);

  let slot: {
    armId: number;
    sequenceNumber: number;
    block: number | null;
    position: number | null;
  };
  if (settings.method === 'blocks') {
    const seed = Buffer.from(settings.seed, 'hex');
    const block = permutedBlock(seed, stratum, sequence.nextBlock, arms, settings.blockSizes);
    const last = sequence.nextPosition + 1 === block.length;
    slot = {
      armId: block[sequence.nextPosition]!,
      sequenceNumber: sequence.allocated + 1,
      block: sequence.nextBlock + 1,
      position: sequence.nextPosition + 1,
    };
    await tx
      .update(allocationSequences)
      .set({
        allocated: sql`${allocationSequences.allocated} + 1`,
        nextBlock: last ? sequence.nextBlock + 1 : sequence.nextBlock,
        nextPosition: last ? 0 : sequence.nextPosition + 1,
      })
      .where(inSequence(studyId, stratum));
  } else {
    const [row] = await tx
      .select()
      .from(allocationTableRows)
      .where(
        and(
          eq(allocationTableRows.studyId, studyId),
          eq(allocationTableRows.stratum, stratum),
          gt(allocationTableRows.sequenceNumber, sequence.lastSequence),
        ),
      )
      .orderBy(asc(allocationTableRows.sequenceNumber))
      .limit(1);
    if (!row) throw studyFull();
    slot = { armId: row.armId, sequenceNumber: row.sequenceNumber, block: null, position: null };
    await tx
      .update(allocationSequences)
      .set({
        allocated: sql`${allocationSequences.allocated} + 1`,
        lastSequence: row.sequenceNumber,
      })
      .where(inSequence(studyId, stratum));
  }

  await tx.insert(armAllocations).values({
    studyId,
    userId: redemption.userId,
    armId: slot.armId,
    stratum,
    sequenceNumber: slot.sequenceNumber,
    blockNumber: slot.block,
    blockPosition: slot.position,
    accessCodeId: redemption.accessCodeId,
    allocatedAt: redemption.at,
  });
  const arm = arms.find((a) => a.id === slot.armId)!;
  // Membership of the arm's cohort is a redemption of the arm's own code (decision 083).
  await tx
    .insert(accessCodeRedemptions)
    .values({ accessCodeId: arm.accessCodeId, userId: redemption.userId, createdAt: redemption.at })
    .onConflictDoNothing();
  if (arm.planId !== null) await whitelistForPlan(tx, arm.planId, person!.email);
}
