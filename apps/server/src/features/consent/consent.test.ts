import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath, ZStudyConsentResponse, ZUserDetails } from '@resona/contract';
import {
  consentDocuments,
  consentSignatures,
  consentWithdrawals,
  exerciseHistory,
  programItems,
  programs,
  reminders,
  studySurveyResponses,
  users,
} from '../../db/schema/index.ts';
import { consentedAt, findConsentState } from '../../db/study-consent.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import { call, dataOf, signInAdmin, type Auth } from '../admin/test-helpers.ts';
import { dueOccurrences } from '../settings/reminders/queries.ts';
import { EXERCISE } from '../sessions/test-helpers.ts';
import { joinStudy, sixTexts } from './test-helpers.ts';

const { app, db, clock } = await createTestApp();
/** Valid answers to the seeded pre-study questionnaire: only the consent can refuse them. */
const PRE_ANSWERS = {
  stress_upset: 4,
  stress_control: '2',
  sleep_quality: 'fairly_bad',
  practice_frequency: 'never',
};
const admin = await signInAdmin(db, clock.now());

const state = async (auth: Auth) =>
  ZStudyConsentResponse.parse((await call(app, 'GET', API.studyConsent, auth)).json()).data;
const profileConsent = async (auth: Auth) =>
  ZUserDetails.omit({ auth_token: true }).parse(
    (await call(app, 'GET', API.profileInfo, auth)).json().data.user_details,
  ).study_consent;
const sign = (auth: Auth, body: Record<string, unknown>) =>
  call(app, 'POST', API.signStudyConsent, auth, {
    language: 'en',
    typed_name: 'Ada Lovelace',
    agree: true,
    ...body,
  });
const withdraw = (auth: Auth, body: unknown = { confirm: true }) =>
  call(app, 'POST', API.withdrawFromStudy, auth, body);

/** Publishes `tag` in six languages through the console, as a researcher does. */
async function publish(tag: string) {
  for (const [language, text] of Object.entries(sixTexts(tag))) {
    dataOf(await call(app, 'POST', API.adminConsentDraft, admin.auth, { language, text }));
  }
  return dataOf<{ version: number }>(await call(app, 'POST', API.adminConsentPublish, admin.auth))
    .version;
}

async function participant(language = 1) {
  const built = await buildSignedInUser(db, clock.now(), {
    isSubscribed: true,
    isSurveyComplete: true,
    defaultLanguage: language,
  });
  return built;
}

/** A personal program item due today for the user: For You shows it only when the study is open. */
async function programFor(userId: number) {
  const [program] = await db.insert(programs).values({ title: 'Week one' }).returning();
  await db.insert(programItems).values({
    programId: program!.id,
    exerciseId: EXERCISE,
    dueDate: clock.now().toISOString().slice(0, 10),
    userId,
  });
}
const programCount = async (auth: Auth) =>
  dataOf<{ program_exercises_list: unknown[] }>(await call(app, 'GET', API.programExercises, auth))
    .program_exercises_list.length;

describe('the study consent, from redemption to withdrawal', () => {
  it('asks nothing outside the study or before a version is published', async () => {
    const outside = await participant();
    expect(await state(outside.auth)).toMatchObject({ state: 'none', document: null });
    expect(errorOf(await sign(outside.auth, { version: 1 }))).toMatchObject({
      status: 409,
      type: 'CONSENT_NOT_OPEN',
    });
    expect(errorOf(await withdraw(outside.auth))).toMatchObject({
      status: 409,
      type: 'CONSENT_NOT_OPEN',
    });
    const inStudy = await participant();
    await joinStudy(db, inStudy.user.id);
    expect((await state(inStudy.auth)).state).toBe('none');
    expect(await profileConsent(inStudy.auth)).toBe('none');
  });

  it('holds the study back until the current version is signed, then stores what was signed', async () => {
    const person = await participant(2); // French
    await joinStudy(db, person.user.id);
    await programFor(person.user.id);
    const version = await publish('one');
    expect(version).toBe(1);

    const before = await state(person.auth);
    expect(before.state).toBe('required');
    expect(before.document).toEqual({ version: 1, language: 'fr', text: sixTexts('one').fr });
    expect(await profileConsent(person.auth)).toBe('required');
    // The program and the questionnaires wait for the signature.
    expect(await programCount(person.auth)).toBe(0);
    expect(
      errorOf(
        await call(app, 'POST', API.addStudySurvey, person.auth, {
          kind: 'pre',
          answers: PRE_ANSWERS,
        }),
      ),
    ).toMatchObject({ status: 409, type: 'CONSENT_REQUIRED' });
    expect(await consentedAt(db, person.user.id)).toBeNull();

    // Each refused input signs nothing.
    for (const [body, field] of [
      [{ version: 1, typed_name: ' ' }, 'typed_name'],
      [{ version: 1, typed_name: undefined }, 'typed_name'],
      [{ version: 1, agree: false }, 'agree'],
      [{ version: 1, language: 'xx' }, 'language'],
      [{ version: 'one' }, 'version'],
      [{ version: 1, typed_name: 'x'.repeat(201) }, 'typed_name'],
    ] as const) {
      const error = errorOf(await sign(person.auth, body));
      expect(error, JSON.stringify(body)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
      expect(Object.keys(error.fields ?? {})).toContain(field);
    }
    expect(errorOf(await sign(person.auth, { version: 2 }))).toMatchObject({
      status: 409,
      type: 'CONSENT_OUTDATED',
    });

    clock.advance(1000);
    const signingFrom = clock.now();
    const res = await sign(person.auth, { version: 1, language: 'fr' });
    const signed = dataOf<{ signature: { id: number; text_sha256: string } }>(res).signature;
    const text = sixTexts('one').fr!;
    expect(signed.text_sha256).toBe(createHash('sha256').update(text).digest('hex'));
    const [row] = await db
      .select()
      .from(consentSignatures)
      .where(eq(consentSignatures.userId, person.user.id));
    expect(row).toMatchObject({ version: 1, language: 'fr', text, typedName: 'Ada Lovelace' });
    // The server's clock at the request, not a time the device sends.
    expect(row!.signedAt.getTime()).toBeGreaterThanOrEqual(signingFrom.getTime());
    expect(row!.signedAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect(await consentedAt(db, person.user.id)).toEqual(row!.signedAt);
    // Signing again answers the same signature.
    expect(
      dataOf<{ signature: { id: number } }>(await sign(person.auth, { version: 1 })).signature.id,
    ).toBe(signed.id);

    expect((await state(person.auth)).state).toBe('signed');
    expect(await profileConsent(person.auth)).toBe('signed');
    expect(await programCount(person.auth)).toBe(1);
  });

  it('gives the signed copy to its owner only, as an HTML file', async () => {
    const person = await participant();
    await joinStudy(db, person.user.id);
    const current = await state(person.auth);
    const signed = dataOf<{ signature: { id: number; text_sha256: string } }>(
      await sign(person.auth, { version: current.document!.version, typed_name: 'Grace <Hopper>' }),
    ).signature;
    const url = apiPath(API.signedConsentCopy, { id: signed.id });
    const res = await call(app, 'GET', url, person.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="resona-consent-v\d+-\d+\.html"/,
    );
    expect(res.body).toContain('Grace &#60;Hopper&#62;');
    expect(res.body).toContain('&#60;b&#62;en&#60;/b&#62;');
    expect(res.body).toContain(signed.text_sha256);
    expect(res.body).not.toContain('<b>en</b>');

    const other = await participant();
    expect(errorOf(await call(app, 'GET', url, other.auth)).status).toBe(404);
    expect(
      errorOf(await call(app, 'GET', apiPath(API.signedConsentCopy, { id: 999_999 }), person.auth))
        .status,
    ).toBe(404);
    expect(errorOf(await call(app, 'GET', url, {})).status).toBe(401);
  });

  it('asks everyone to sign again when a new version is published', async () => {
    const person = await participant();
    await joinStudy(db, person.user.id);
    const first = (await state(person.auth)).document!.version;
    dataOf(await sign(person.auth, { version: first }));
    const version = await publish('two');
    expect(version).toBe(first + 1);
    const now = await state(person.auth);
    expect(now.state).toBe('required');
    expect(now.document!.text).toBe(sixTexts('two').en);
    expect(now.signatures.map((s) => s.version)).toEqual([first]);
    expect(errorOf(await sign(person.auth, { version: first }))).toMatchObject({
      status: 409,
      type: 'CONSENT_OUTDATED',
    });
    dataOf(await sign(person.auth, { version }));
    expect((await state(person.auth)).signatures.map((s) => s.version)).toEqual([version, first]);
  });

  it('withdraws once, keeping the data when the protocol says keep', async () => {
    dataOf(
      await call(app, 'POST', API.adminConsentProtocol, admin.auth, { withdrawal_data: 'keep' }),
    );
    const person = await participant();
    await joinStudy(db, person.user.id);
    await programFor(person.user.id);
    const version = (await state(person.auth)).document!.version;
    dataOf(await sign(person.auth, { version }));
    await db.insert(exerciseHistory).values({ userId: person.user.id, exerciseId: EXERCISE });
    await db.insert(reminders).values({
      userId: person.user.id,
      localMinutes: 0,
      timeZone: 'UTC',
      activeFrom: new Date(0),
    });
    const due = () =>
      dueOccurrences(db, clock.now(), { windowMs: 86_400_000, limit: 1000, shard: 0, shards: 1 });
    expect((await due()).some((d) => d.userId === person.user.id)).toBe(true);

    expect(errorOf(await withdraw(person.auth, {}))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
    });
    expect(errorOf(await withdraw(person.auth, { confirm: false }))).toMatchObject({ status: 400 });
    expect(errorOf(await withdraw({}, { confirm: true })).status).toBe(401);

    const done = dataOf<{ withdrawn_at: string; data_erased: boolean }>(
      await withdraw(person.auth),
    );
    expect(done.data_erased).toBe(false);
    const [row] = await db
      .select()
      .from(consentWithdrawals)
      .where(eq(consentWithdrawals.userId, person.user.id));
    expect(row).toMatchObject({ version, dataErased: false });
    expect(await findConsentState(db, person.user.id)).toBe('withdrawn');
    expect(await profileConsent(person.auth)).toBe('withdrawn');
    // The study stops: program, reminders, questionnaires, broadcasts.
    expect(await programCount(person.auth)).toBe(0);
    expect((await due()).some((d) => d.userId === person.user.id)).toBe(false);
    expect(
      errorOf(
        await call(app, 'POST', API.addStudySurvey, person.auth, {
          kind: 'pre',
          answers: PRE_ANSWERS,
        }),
      ),
    ).toMatchObject({ status: 409, type: 'CONSENT_NOT_OPEN' });
    await call(app, 'POST', API.adminBroadcasts, admin.auth, { title: 'All', body: 'Everyone' });
    const inbox = await db.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${person.user.id}`,
    );
    expect((inbox as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // Kept: the plays are still there. Withdrawing again is refused.
    expect(
      await db.select().from(exerciseHistory).where(eq(exerciseHistory.userId, person.user.id)),
    ).toHaveLength(1);
    expect(errorOf(await withdraw(person.auth))).toMatchObject({
      status: 409,
      type: 'CONSENT_NOT_OPEN',
    });
    expect(errorOf(await sign(person.auth, { version }))).toMatchObject({
      status: 409,
      type: 'CONSENT_NOT_OPEN',
    });
  });

  it('erases the study data so far when the protocol says erase, keeping the consent record', async () => {
    dataOf(
      await call(app, 'POST', API.adminConsentProtocol, admin.auth, { withdrawal_data: 'erase' }),
    );
    const person = await participant();
    await joinStudy(db, person.user.id);
    const version = (await state(person.auth)).document!.version;
    dataOf(await sign(person.auth, { version }));
    await db.insert(exerciseHistory).values({ userId: person.user.id, exerciseId: EXERCISE });
    await db.insert(studySurveyResponses).values({
      surveyId: (
        (await db.execute(sql`SELECT min(id) AS id FROM study_surveys`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]!.id,
      kind: 'post',
      userId: person.user.id,
      email: person.user.email,
      answers: {},
    });
    const [status] = await db.select().from(users).where(eq(users.id, person.user.id));
    const done = dataOf<{ data_erased: boolean }>(await withdraw(person.auth));
    expect(done.data_erased).toBe(true);
    expect(
      await db.select().from(exerciseHistory).where(eq(exerciseHistory.userId, person.user.id)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(studySurveyResponses)
        .where(eq(studySurveyResponses.userId, person.user.id)),
    ).toHaveLength(0);
    // The account and the proof of consent stay.
    expect(await db.select().from(users).where(eq(users.id, person.user.id))).toEqual([status]);
    expect(
      await db.select().from(consentSignatures).where(eq(consentSignatures.userId, person.user.id)),
    ).toHaveLength(1);
    expect((await state(person.auth)).state).toBe('withdrawn');
  });
});

describe('a published version never changes', () => {
  it('refuses UPDATE and DELETE of a published version, also in plain SQL; a draft may change', async () => {
    const [published] = await db
      .select()
      .from(consentDocuments)
      .where(sql`${consentDocuments.publishedAt} IS NOT NULL`)
      .limit(1);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error, 'the statement went through').not.toBeNull();
      const text = `${error!.message} ${(error!.cause as Error | undefined)?.message ?? ''}`;
      expect(text).toContain('is published and cannot change');
    };
    await refused(
      sql`UPDATE consent_documents SET texts = '{}'::jsonb WHERE id = ${published!.id}`,
    );
    await refused(
      sql`UPDATE consent_documents SET published_at = NULL, version = NULL WHERE id = ${published!.id}`,
    );
    await refused(sql`DELETE FROM consent_documents WHERE id = ${published!.id}`);
    await expect(
      db.update(consentDocuments).set({ texts: {} }).where(eq(consentDocuments.id, published!.id)),
    ).rejects.toThrow();
    const [still] = await db
      .select()
      .from(consentDocuments)
      .where(eq(consentDocuments.id, published!.id));
    expect(still).toEqual(published);

    dataOf(
      await call(app, 'POST', API.adminConsentDraft, admin.auth, { language: 'en', text: 'Draft' }),
    );
    await db.execute(
      sql`UPDATE consent_documents SET texts = '{"en":"Changed"}'::jsonb WHERE published_at IS NULL`,
    );
    await db.execute(sql`DELETE FROM consent_documents WHERE published_at IS NULL`);
  });
});

describe('signed out', () => {
  it('answers 401 on every consent call', async () => {
    expect(errorOf(await call(app, 'GET', API.studyConsent, {})).status).toBe(401);
    expect(errorOf(await sign({}, { version: 1 })).status).toBe(401);
    expect(errorOf(await withdraw({})).status).toBe(401);
    expect(
      errorOf(await call(app, 'GET', apiPath(API.signedConsentCopy, { id: 1 }), {})).status,
    ).toBe(401);
  });
});
