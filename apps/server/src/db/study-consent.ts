import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { consentDocuments, consentSignatures } from './schema/index.ts';

// A person's study and its consent as the rest of the server asks about them (decisions 082,
// 108). SQL only, so the
// request core (the current user's flags, the program rule) and every feature can use it.

/** Where a person stands: see the contract's CONSENT_STATES. */
export type ConsentState = 'none' | 'required' | 'signed' | 'withdrawn';

type UserIdRef = SQL | SQL.Aliased | number | { getSQL(): SQL };

/**
 * The study a person is in: the study of the last study code they redeemed (one study at a
 * time, decision 108), NULL for someone who only ever typed a site code — the start-up banner's
 * and SEED_ACCESS_CODES let people in without taking part.
 */
export function currentStudyOf(userId: UserIdRef): SQL {
  return sql`(SELECT ac.study_id FROM access_code_redemptions cr
    JOIN access_codes ac ON ac.id = cr.access_code_id
    WHERE cr.user_id = ${userId} AND ac.study_id IS NOT NULL
    ORDER BY cr.created_at DESC, cr.id DESC LIMIT 1)`;
}

/** In a study: they redeemed a code the researchers of a study made in the console. */
export function inStudy(userId: UserIdRef): SQL {
  return sql`${currentStudyOf(userId)} IS NOT NULL`;
}

/** The id of the latest version their study has published (NULL before the first). */
const currentDocumentId = (userId: UserIdRef) => sql`(SELECT cd.id FROM consent_documents cd
  WHERE cd.published_at IS NOT NULL AND cd.study_id = ${currentStudyOf(userId)}
  ORDER BY cd.version DESC LIMIT 1)`;

/** They have not withdrawn from the study they are in. */
export function notWithdrawn(userId: UserIdRef): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM consent_withdrawals cw
    WHERE cw.user_id = ${userId} AND cw.study_id = ${currentStudyOf(userId)})`;
}

/**
 * The study may reach this person (its program, questionnaires and reminders): not withdrawn,
 * and, when in the study with a version published, that version signed.
 */
export function studyOpenFor(userId: UserIdRef): SQL {
  return sql`(${notWithdrawn(userId)} AND (
    ${currentDocumentId(userId)} IS NULL OR NOT ${inStudy(userId)}
    OR EXISTS (SELECT 1 FROM consent_signatures cs
      WHERE cs.user_id = ${userId} AND cs.document_id = ${currentDocumentId(userId)})))`;
}

/** The state of one person, in one round trip. */
export async function findConsentState(db: Executor, userId: number): Promise<ConsentState> {
  const result = await db.execute(sql`SELECT
    NOT ${notWithdrawn(userId)} AS withdrawn,
    ${inStudy(userId)} AS in_study,
    ${currentDocumentId(userId)} AS document_id,
    EXISTS (SELECT 1 FROM consent_signatures cs
      WHERE cs.user_id = ${userId} AND cs.document_id = ${currentDocumentId(userId)}) AS signed`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  if (row.withdrawn) return 'withdrawn';
  if (!row.in_study || row.document_id === null) return 'none';
  return row.signed ? 'signed' : 'required';
}

/** The study a person is in, or null (see currentStudyOf). */
export async function findStudyOf(db: Executor, userId: number): Promise<number | null> {
  const result = await db.execute(sql`SELECT ${currentStudyOf(userId)} AS study_id`);
  const row = (result as unknown as { rows: { study_id: number | null }[] }).rows[0];
  return row?.study_id ?? null;
}

/**
 * When the person first consented to the study they are in (their first signature of its
 * versions), or null: day 1 of the study is counted from here. A withdrawal does not change
 * it; ask findConsentState for that.
 */
export async function consentedAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: consentSignatures.signedAt })
    .from(consentSignatures)
    .innerJoin(consentDocuments, eq(consentDocuments.id, consentSignatures.documentId))
    .where(
      and(
        eq(consentSignatures.userId, userId),
        sql`${consentDocuments.studyId} = ${currentStudyOf(userId)}`,
      ),
    )
    .orderBy(asc(consentSignatures.signedAt))
    .limit(1);
  return row?.at ?? null;
}
