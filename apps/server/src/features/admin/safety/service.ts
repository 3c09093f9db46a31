import { and, asc, eq } from 'drizzle-orm';
import {
  LANGUAGES,
  languageById,
  type TAddSafetyContactRequest,
  type TSafetyContact,
} from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { studies, studyContacts } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';

// A study's safety contacts and help texts (issue 33, decision 109): every call works on the
// study its path names (decision 108); an id of another study's contact is not found.

type ContactRow = typeof studyContacts.$inferSelect;

const present = (row: ContactRow): TSafetyContact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  language: languageById(row.languageId).code,
});

async function helpTextsOf(deps: Deps, studyId: number) {
  const [study] = await deps.db
    .select({ helpTexts: studies.helpTexts })
    .from(studies)
    .where(eq(studies.id, studyId));
  return study?.helpTexts ?? {};
}

export async function getSafety(deps: Deps, studyId: number) {
  const rows = await deps.db
    .select()
    .from(studyContacts)
    .where(eq(studyContacts.studyId, studyId))
    .orderBy(asc(studyContacts.name), asc(studyContacts.id));
  return { contacts: rows.map(present), help_texts: await helpTextsOf(deps, studyId) };
}

/**
 * Adds a contact and its audit row in one transaction. One address once per study (the index
 * on lower(email)): ON CONFLICT says so without aborting, on the field it was typed in.
 */
export async function addSafetyContact(
  deps: Deps,
  studyId: number,
  input: TAddSafetyContactRequest,
  actor: AuditActor,
) {
  const languageId = LANGUAGES.find((l) => l.code === input.language)!.id;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studyContacts)
      .values({ studyId, name: input.name, email: input.email, languageId })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const taken = 'adminSafetyContactTaken' as const;
      throw new AppError('VALIDATION_ERROR', taken, {}, { email: taken });
    }
    const contact = present(row);
    const { id, ...after } = contact;
    const entry = { action: 'safety-contact.add' as const, target: `safety-contact:${id}`, after };
    await recordAudit(tx, actor, entry, deps.now());
    return contact;
  });
}

export async function removeSafetyContact(
  deps: Deps,
  studyId: number,
  id: number,
  actor: AuditActor,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(studyContacts)
      .where(and(eq(studyContacts.id, id), eq(studyContacts.studyId, studyId)))
      .returning();
    if (!row) throw notFound();
    const { id: _id, ...before } = present(row);
    const entry = {
      action: 'safety-contact.remove' as const,
      target: `safety-contact:${id}`,
      before,
    };
    await recordAudit(tx, actor, entry, deps.now());
  });
}

/** Replaces every language's help text at once, with the texts before and after in the trail. */
export async function saveHelpTexts(
  deps: Deps,
  studyId: number,
  helpTexts: Record<string, string>,
  actor: AuditActor,
) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ helpTexts: studies.helpTexts })
      .from(studies)
      .where(eq(studies.id, studyId))
      .for('update');
    await tx.update(studies).set({ helpTexts }).where(eq(studies.id, studyId));
    const entry = {
      action: 'safety-help.save' as const,
      target: `study:${studyId}`,
      before: before?.helpTexts ?? null,
      after: helpTexts,
    };
    await recordAudit(tx, actor, entry, deps.now());
  });
  return helpTexts;
}
