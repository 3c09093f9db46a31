import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  LANGUAGE_CODES,
  type TConsentParticipant,
  type TSaveConsentDraftRequest,
  type TWithdrawalData,
} from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import {
  consentDocuments,
  consentSignatures,
  consentWithdrawals,
  users,
} from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import {
  findCurrentVersion,
  findDraft,
  findStudySignature,
  listPublished,
  presentSignature,
  readWithdrawalData,
  writeWithdrawalData,
} from '../../consent/index.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import { participantScope, isoOrNull } from '../scope.ts';

/** The console's page: the draft, the published versions with their signers, the protocol. */
export async function getConsentAdmin(deps: Deps, studyId: number) {
  const [draft, published, withdrawalData, signers] = await Promise.all([
    findDraft(deps.db, studyId),
    listPublished(deps.db, studyId),
    readWithdrawalData(deps.db, studyId),
    deps.db
      .select({ documentId: consentSignatures.documentId, n: sql<number>`count(*)::int` })
      .from(consentSignatures)
      .innerJoin(consentDocuments, eq(consentDocuments.id, consentSignatures.documentId))
      .where(eq(consentDocuments.studyId, studyId))
      .groupBy(consentSignatures.documentId),
  ]);
  const signed = new Map(signers.map((row) => [row.documentId, row.n]));
  return {
    draft: draft ? { texts: draft.texts, updated_at: draft.updatedAt.toISOString() } : null,
    versions: published.map((v) => ({
      version: v.version!,
      published_at: v.publishedAt!.toISOString(),
      texts: v.texts,
      signed: signed.get(v.id) ?? 0,
    })),
    withdrawal_data: withdrawalData,
  };
}

/**
 * Saves one language of the draft. A new draft starts from the current version's texts, so a
 * second version is an edit of the first. Saving the same text again changes nothing and
 * records nothing.
 */
export async function saveConsentDraft(
  deps: Deps,
  studyId: number,
  input: { language: TSaveConsentDraftRequest['language']; text: string },
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const draft = await findDraft(tx, studyId);
    const before = draft?.texts[input.language] ?? null;
    if (draft && before === input.text) {
      return { texts: draft.texts, updated_at: draft.updatedAt.toISOString() };
    }
    let saved;
    if (draft) {
      [saved] = await tx
        .update(consentDocuments)
        .set({ texts: { ...draft.texts, [input.language]: input.text }, updatedAt: now })
        .where(eq(consentDocuments.id, draft.id))
        .returning();
    } else {
      const current = await findCurrentVersion(tx, studyId);
      [saved] = await tx
        .insert(consentDocuments)
        .values({
          studyId,
          texts: { ...(current?.texts ?? {}), [input.language]: input.text },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'consent.save',
        target: 'consent:draft',
        before: before === null ? null : { language: input.language, text: before },
        after: { language: input.language, text: input.text },
      },
      now,
    );
    return { texts: saved!.texts, updated_at: saved!.updatedAt.toISOString() };
  });
}

/**
 * The draft becomes the next version, numbered after the last; from then on the database
 * refuses any change to it. Every participant in the study signs it at their next visit.
 */
export async function publishConsent(deps: Deps, studyId: number, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(consentDocuments)
      .where(and(eq(consentDocuments.studyId, studyId), isNull(consentDocuments.publishedAt)))
      .for('update');
    if (!draft) throw new AppError('CONSENT_NOT_OPEN', 'adminConsentNoDraft');
    const missing = LANGUAGE_CODES.filter((code) => !draft.texts[code]?.trim());
    if (missing.length > 0) {
      throw new AppError('VALIDATION_ERROR', 'adminConsentIncomplete', {
        missing: missing.join(', '),
      });
    }
    const [last] = await tx
      .select({ version: consentDocuments.version })
      .from(consentDocuments)
      .where(and(eq(consentDocuments.studyId, studyId), isNotNull(consentDocuments.version)))
      .orderBy(desc(consentDocuments.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    const now = deps.now();
    await tx
      .update(consentDocuments)
      .set({ version, publishedAt: now, updatedAt: now })
      .where(eq(consentDocuments.id, draft.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'consent.publish',
        target: `consent:${version}`,
        after: { version, texts: draft.texts },
      },
      now,
    );
    return { version };
  });
}

export async function setConsentProtocol(
  deps: Deps,
  studyId: number,
  choice: TWithdrawalData,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const before = await readWithdrawalData(tx, studyId);
    if (before !== choice) {
      const now = deps.now();
      await writeWithdrawalData(tx, studyId, choice, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'consent.protocol',
          target: 'consent:protocol',
          before: { withdrawal_data: before },
          after: { withdrawal_data: choice },
        },
        now,
      );
    }
    return { withdrawal_data: choice };
  });
}

/**
 * Everyone who joined the study (one of its codes), with their consent to its versions, oldest
 * first; what they signed or withdrew from in another study is not shown.
 */
export async function listConsentParticipants(
  deps: Deps,
  studyId: number,
): Promise<TConsentParticipant[]> {
  const people = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(participantScope(deps.db, studyId, undefined))
    .orderBy(users.id);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const [signatures, withdrawals, current] = await Promise.all([
    deps.db
      .select({ signature: consentSignatures })
      .from(consentSignatures)
      .innerJoin(consentDocuments, eq(consentDocuments.id, consentSignatures.documentId))
      .where(and(inArray(consentSignatures.userId, ids), eq(consentDocuments.studyId, studyId)))
      .orderBy(desc(consentSignatures.signedAt), desc(consentSignatures.id))
      .then((rows) => rows.map((row) => row.signature)),
    deps.db
      .select()
      .from(consentWithdrawals)
      .where(and(inArray(consentWithdrawals.userId, ids), eq(consentWithdrawals.studyId, studyId))),
    findCurrentVersion(deps.db, studyId),
  ]);
  const pseudonym = pseudonymiser(deps.config.dataDir, studyId);
  return people.map((person) => {
    const own = signatures.filter((s) => s.userId === person.id);
    const withdrawal = withdrawals.find((w) => w.userId === person.id);
    const latest = own[0] ?? null;
    const state = withdrawal
      ? 'withdrawn'
      : !current
        ? 'none'
        : own.some((s) => s.documentId === current.id)
          ? 'signed'
          : 'required';
    return {
      user_id: person.id,
      email: person.email,
      pseudonym: pseudonym(person.id),
      state,
      latest: latest ? presentSignature(latest) : null,
      withdrawn_at: isoOrNull(withdrawal?.withdrawnAt ?? null),
      data_erased: withdrawal?.dataErased ?? false,
    };
  });
}

/** A participant's signed copy for the researcher: the download is recorded like an export. */
export async function signedCopyForResearcher(
  deps: Deps,
  studyId: number,
  id: number,
  actor: AuditActor,
) {
  const signature = await findStudySignature(deps.db, studyId, id);
  if (!signature) throw notFound();
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'export.download',
      target: `consent-signature:${id}`,
      after: { user_id: signature.userId, version: signature.version },
    },
    deps.now(),
  );
  return signature;
}
