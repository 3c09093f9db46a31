import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  consentDocuments,
  consentSettings,
  consentSignatures,
  consentWithdrawals,
} from '../../db/schema/index.ts';

export type ConsentDocument = typeof consentDocuments.$inferSelect;
export type ConsentSignature = typeof consentSignatures.$inferSelect;

/** The study's latest published version, or null before the first. */
export async function findCurrentVersion(
  db: Executor,
  studyId: number,
): Promise<ConsentDocument | null> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(and(eq(consentDocuments.studyId, studyId), isNotNull(consentDocuments.publishedAt)))
    .orderBy(desc(consentDocuments.version))
    .limit(1);
  return row ?? null;
}

export async function findDraft(db: Executor, studyId: number): Promise<ConsentDocument | null> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(and(eq(consentDocuments.studyId, studyId), isNull(consentDocuments.publishedAt)))
    .limit(1);
  return row ?? null;
}

export async function listPublished(db: Executor, studyId: number) {
  return db
    .select()
    .from(consentDocuments)
    .where(and(eq(consentDocuments.studyId, studyId), isNotNull(consentDocuments.publishedAt)))
    .orderBy(desc(consentDocuments.version));
}

/** A person's signatures, newest first. */
export async function listSignatures(db: Executor, userId: number) {
  return db
    .select()
    .from(consentSignatures)
    .where(eq(consentSignatures.userId, userId))
    .orderBy(desc(consentSignatures.signedAt), desc(consentSignatures.id));
}

export async function findSignature(db: Executor, id: number) {
  const [row] = await db.select().from(consentSignatures).where(eq(consentSignatures.id, id));
  return row ?? null;
}

/** The person's latest signature of one of the study's versions, or null. */
export async function findLastStudySignature(db: Executor, userId: number, studyId: number) {
  const [row] = await db
    .select({ signature: consentSignatures })
    .from(consentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, consentSignatures.documentId))
    .where(and(eq(consentSignatures.userId, userId), eq(consentDocuments.studyId, studyId)))
    .orderBy(desc(consentSignatures.signedAt), desc(consentSignatures.id))
    .limit(1);
  return row?.signature ?? null;
}

/** A signature of one of the study's versions, or null: another study's is not found here. */
export async function findStudySignature(db: Executor, studyId: number, id: number) {
  const [row] = await db
    .select({ signature: consentSignatures })
    .from(consentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, consentSignatures.documentId))
    .where(and(eq(consentSignatures.id, id), eq(consentDocuments.studyId, studyId)));
  return row?.signature ?? null;
}

/** The person's withdrawal from the study, if they have withdrawn. */
export async function findWithdrawal(db: Executor, userId: number, studyId: number) {
  const [row] = await db
    .select()
    .from(consentWithdrawals)
    .where(and(eq(consentWithdrawals.userId, userId), eq(consentWithdrawals.studyId, studyId)));
  return row ?? null;
}

/** The protocol's choice for withdrawals: 'keep' until a researcher sets it. */
export async function readWithdrawalData(db: Executor, studyId: number): Promise<'keep' | 'erase'> {
  const [row] = await db.select().from(consentSettings).where(eq(consentSettings.studyId, studyId));
  return row?.withdrawalData ?? 'keep';
}

/** The study's choice, its settings row made on the first save. */
export async function writeWithdrawalData(
  db: Executor,
  studyId: number,
  choice: 'keep' | 'erase',
  now: Date,
) {
  await db
    .insert(consentSettings)
    .values({ studyId, withdrawalData: choice, updatedAt: now })
    .onConflictDoUpdate({
      target: consentSettings.studyId,
      set: { withdrawalData: choice, updatedAt: now },
    });
}
