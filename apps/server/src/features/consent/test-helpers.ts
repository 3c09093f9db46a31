import { createHash } from 'node:crypto';
import { desc, isNotNull } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@resona/contract';
import type { Database } from '../../db/client.ts';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  accessCodeRedemptions,
  consentDocuments,
  consentSignatures,
  FIRST_STUDY_ID,
} from '../../db/schema/index.ts';
import { buildAccessCode } from '../../test/factories.ts';

/** A text in each of the six languages, marked with the language and `tag`. */
export const sixTexts = (tag: string) =>
  Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code,
      `Consent ${tag} (${code}).\n\nSecond paragraph <b>${code}</b>.`,
    ]),
  );

/** The person redeems a code the console made (a batch of the first study): they are in it. */
export async function joinStudy(db: Database, userId: number) {
  const [batch] = await db.insert(accessCodeBatches).values({ count: 1, useLimit: 10 }).returning();
  const code = await buildAccessCode(db, { useLimit: 10, studyId: FIRST_STUDY_ID });
  await db.insert(accessCodeBatchCodes).values({ accessCodeId: code.id, batchId: batch!.id });
  await db.insert(accessCodeRedemptions).values({ accessCodeId: code.id, userId });
  return code;
}

/** The current published version, published here (straight into the table) when there is none. */
export async function ensurePublishedVersion(db: Database, now: Date) {
  const [current] = await db
    .select()
    .from(consentDocuments)
    .where(isNotNull(consentDocuments.publishedAt))
    .orderBy(desc(consentDocuments.version))
    .limit(1);
  if (current) return current;
  const [row] = await db
    .insert(consentDocuments)
    .values({ version: 1, texts: sixTexts('v1'), publishedAt: now })
    .returning();
  return row!;
}

/** A signature of the current version, written straight into the table. */
export async function signCurrentVersion(db: Database, userId: number, now: Date) {
  const document = await ensurePublishedVersion(db, now);
  const text = document.texts.en!;
  const [row] = await db
    .insert(consentSignatures)
    .values({
      userId,
      documentId: document.id,
      version: document.version!,
      language: 'en',
      text,
      textSha256: createHash('sha256').update(text).digest('hex'),
      typedName: 'Test Person',
      signedAt: now,
    })
    .returning();
  return row!;
}
