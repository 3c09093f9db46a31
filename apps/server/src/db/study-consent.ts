import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { consentSignatures } from './schema/index.ts';

// The study's consent as the rest of the server asks about it (decision 082). SQL only, so the
// request core (the current user's flags, the program rule) and every feature can use it.

/** Where a person stands: see the contract's CONSENT_STATES. */
export type ConsentState = 'none' | 'required' | 'signed' | 'withdrawn';

type UserIdRef = SQL | SQL.Aliased | number | { getSQL(): SQL };

/**
 * In the study: they redeemed a code the researcher made in the console (a batch). The codes
 * of the start-up banner and SEED_ACCESS_CODES let people in without taking part.
 */
export function inStudy(userId: UserIdRef): SQL {
  return sql`EXISTS (SELECT 1 FROM access_code_redemptions cr
    JOIN access_code_batch_codes cb ON cb.access_code_id = cr.access_code_id
    WHERE cr.user_id = ${userId})`;
}

/** The id of the latest published version (NULL before the first). */
const currentDocumentId = sql`(SELECT cd.id FROM consent_documents cd
  WHERE cd.published_at IS NOT NULL ORDER BY cd.version DESC LIMIT 1)`;

export function notWithdrawn(userId: UserIdRef): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM consent_withdrawals cw WHERE cw.user_id = ${userId})`;
}

/**
 * The study may reach this person (its program, questionnaires and reminders): not withdrawn,
 * and, when in the study with a version published, that version signed.
 */
export function studyOpenFor(userId: UserIdRef): SQL {
  return sql`(${notWithdrawn(userId)} AND (
    ${currentDocumentId} IS NULL OR NOT ${inStudy(userId)}
    OR EXISTS (SELECT 1 FROM consent_signatures cs
      WHERE cs.user_id = ${userId} AND cs.document_id = ${currentDocumentId})))`;
}

/** The state of one person, in one round trip. */
export async function findConsentState(db: Executor, userId: number): Promise<ConsentState> {
  const result = await db.execute(sql`SELECT
    NOT ${notWithdrawn(userId)} AS withdrawn,
    ${inStudy(userId)} AS in_study,
    ${currentDocumentId} AS document_id,
    EXISTS (SELECT 1 FROM consent_signatures cs
      WHERE cs.user_id = ${userId} AND cs.document_id = ${currentDocumentId}) AS signed`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  if (row.withdrawn) return 'withdrawn';
  if (!row.in_study || row.document_id === null) return 'none';
  return row.signed ? 'signed' : 'required';
}

/**
 * When the person first consented to the study (their first signature), or null: day 1 of the
 * study is counted from here. A withdrawal does not change it; ask findConsentState for that.
 */
export async function consentedAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: consentSignatures.signedAt })
    .from(consentSignatures)
    .where(eq(consentSignatures.userId, userId))
    .orderBy(asc(consentSignatures.signedAt))
    .limit(1);
  return row?.at ?? null;
}
