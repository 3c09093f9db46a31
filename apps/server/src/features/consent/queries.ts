import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  consentDocuments,
  consentSettings,
  consentSignatures,
  consentWithdrawals,
} from '../../db/schema/index.ts';

export type ConsentDocument = typeof consentDocuments.$inferSelect;
export type ConsentSignature = typeof consentSignatures.$inferSelect;

/** The latest published version, or null before the first. */
export async function findCurrentVersion(db: Executor): Promise<ConsentDocument | null> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(isNotNull(consentDocuments.publishedAt))
    .orderBy(desc(consentDocuments.version))
    .limit(1);
  return row ?? null;
}

export async function findDraft(db: Executor): Promise<ConsentDocument | null> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(isNull(consentDocuments.publishedAt))
    .limit(1);
  return row ?? null;
}

export async function listPublished(db: Executor) {
  return db
    .select()
    .from(consentDocuments)
    .where(isNotNull(consentDocuments.publishedAt))
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

export async function findWithdrawal(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(consentWithdrawals)
    .where(eq(consentWithdrawals.userId, userId));
  return row ?? null;
}

/** The protocol's choice for withdrawals: 'keep' until a researcher sets it. */
export async function readWithdrawalData(db: Executor): Promise<'keep' | 'erase'> {
  const [row] = await db.select().from(consentSettings).where(eq(consentSettings.id, 1));
  return row?.withdrawalData ?? 'keep';
}

export async function writeWithdrawalData(db: Executor, choice: 'keep' | 'erase', now: Date) {
  await db
    .insert(consentSettings)
    .values({ id: 1, withdrawalData: choice, updatedAt: now })
    .onConflictDoUpdate({
      target: consentSettings.id,
      set: { withdrawalData: choice, updatedAt: now },
    });
}
