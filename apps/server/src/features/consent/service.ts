import { createHash } from 'node:crypto';
import { languageById, type TConsentSignature } from '@resona/contract';
import type { Deps } from '../../deps.ts';
import { consentSignatures, consentWithdrawals, users } from '../../db/schema/index.ts';
import { findConsentState, findStudyOf } from '../../db/study-consent.ts';
import { iso } from '../../core/present.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { eq } from 'drizzle-orm';
import { eraseStudyData } from './erase-study-data.ts';
import {
  findCurrentVersion,
  findLastStudySignature,
  findSignature,
  findWithdrawal,
  listSignatures,
  readWithdrawalData,
  type ConsentDocument,
  type ConsentSignature,
} from './queries.ts';

const notOpen = () => new AppError('CONSENT_NOT_OPEN', 'consentNotOpen');

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function presentSignature(row: ConsentSignature): TConsentSignature {
  return {
    id: row.id,
    version: row.version,
    language: row.language,
    typed_name: row.typedName,
    signed_at: row.signedAt.toISOString(),
    text_sha256: row.textSha256,
  };
}

/** The version's text in the reader's language; published versions have all six. */
function textIn(document: ConsentDocument, language: string) {
  const text = document.texts[language];
  return text ? { language, text } : { language: 'en', text: document.texts.en ?? '' };
}

/** GET api/v1/consent: the state, the text to read (or read), the signatures, the protocol. */
export async function getStudyConsent(deps: Deps, userId: number) {
  // The person's own study: another study's versions and protocol are none of theirs.
  const studyId = await findStudyOf(deps.db, userId);
  const [state, current, signatures, withdrawal, withdrawalData, user] = await Promise.all([
    findConsentState(deps.db, userId),
    studyId === null ? null : findCurrentVersion(deps.db, studyId),
    listSignatures(deps.db, userId),
    studyId === null ? null : findWithdrawal(deps.db, userId, studyId),
    studyId === null ? ('keep' as const) : readWithdrawalData(deps.db, studyId),
    deps.db.select({ language: users.defaultLanguage }).from(users).where(eq(users.id, userId)),
  ]);
  const language = languageById(user[0]?.language).code;
  const showDocument = current && (state === 'required' || state === 'signed');
  return {
    state,
    document: showDocument ? { version: current.version!, ...textIn(current, language) } : null,
    signatures: signatures.map(presentSignature),
    withdrawn_at: iso(withdrawal?.withdrawnAt ?? null),
    withdrawal_data: withdrawalData,
  };
}

/**
 * Signs the current version: the text is taken from the stored version in the language the
 * person read (never from the request), hashed, and kept with the name typed and the server's
 * time. Signing the same version again answers the signature already made.
 */
export async function signStudyConsent(
  deps: Deps,
  userId: number,
  input: { version: number; language: string; typed_name: string },
) {
  return deps.db.transaction(async (tx) => {
    const state = await findConsentState(tx, userId);
    const studyId = await findStudyOf(tx, userId);
    const current = studyId === null ? null : await findCurrentVersion(tx, studyId);
    if (!current || state === 'none' || state === 'withdrawn') throw notOpen();
    if (input.version !== current.version) {
      throw new AppError('CONSENT_OUTDATED', 'consentOutdated');
    }
    const text = current.texts[input.language];
    if (!text)
      throw new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { language: 'fieldInvalid' });
    const [inserted] = await tx
      .insert(consentSignatures)
      .values({
        userId,
        documentId: current.id,
        version: current.version!,
        language: input.language,
        text,
        textSha256: sha256Hex(text),
        typedName: input.typed_name,
        signedAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    const signature =
      inserted ?? (await listSignatures(tx, userId)).find((s) => s.documentId === current.id)!;
    return presentSignature(signature);
  });
}

/**
 * Withdraws the person from the study: recorded with its time and the version last signed;
 * the protocol's choice at this moment decides whether the data so far is erased, in the same
 * transaction. From then on the study's program, questionnaires, reminders and mailings leave
 * them out (db/study-consent.ts).
 */
export async function withdrawFromStudy(deps: Deps, userId: number) {
  return deps.db.transaction(async (tx) => {
    const state = await findConsentState(tx, userId);
    const studyId = await findStudyOf(tx, userId);
    if (studyId === null || state === 'none' || state === 'withdrawn') throw notOpen();
    const erase = (await readWithdrawalData(tx, studyId)) === 'erase';
    const last = await findLastStudySignature(tx, userId, studyId);
    if (erase) await eraseStudyData(tx, userId, studyId);
    const now = deps.now();
    const [row] = await tx
      .insert(consentWithdrawals)
      .values({
        studyId,
        userId,
        withdrawnAt: now,
        version: last?.version ?? null,
        dataErased: erase,
      })
      .onConflictDoNothing()
      .returning();
    // A second withdrawal at the same moment: the first one stands and this one did nothing.
    if (!row) throw notOpen();
    return { withdrawn_at: now.toISOString(), data_erased: erase };
  });
}

/** One of the caller's own signatures; another person's id is 404 like an unknown one. */
export async function findOwnSignature(deps: Deps, userId: number, id: number) {
  const signature = await findSignature(deps.db, id);
  if (!signature || signature.userId !== userId) throw notFound();
  return signature;
}
