import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { API, ZStudyConsentResponse } from '@resona/contract';
import {
  accessCodeRedemptions,
  consentDocuments,
  consentSettings,
  consentWithdrawals,
  FIRST_STUDY_ID,
  oneTimeTokens,
  studies,
  studySurveyResponses,
  studySurveys,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildAccessCode, buildSignedInUser, buildStudy } from '../../test/factories.ts';
import { issueStudyLink } from '../auth/index.ts';
import { call, type Auth } from '../admin/test-helpers.ts';
import { ensurePublishedVersion, signCurrentVersion, sixTexts } from './test-helpers.ts';

const { app, db, clock } = await createTestApp();

const consentOf = async (auth: Auth) =>
  ZStudyConsentResponse.parse((await call(app, 'GET', API.studyConsent, auth)).json()).data;

/** A participant who redeemed a code of `studyId`, as finish-signup records it. */
async function joined(studyId: number, userId: number) {
  const code = await buildAccessCode(db, { studyId, useLimit: 10 });
  await db
    .insert(accessCodeRedemptions)
    .values({ accessCodeId: code.id, userId, createdAt: clock.now() });
}

it('gives a participant their own study’s consent and withdrawal, never another’s (issue 33)', async () => {
  const firstVersion = await ensurePublishedVersion(db, clock.now());
  const [second] = await db
    .insert(studies)
    .values({ name: 'Sleep and breath', status: 'recruiting' })
    .returning();
  await db.insert(consentDocuments).values({
    studyId: second!.id,
    version: 1,
    texts: sixTexts('sleep study'),
    publishedAt: clock.now(),
  });

  // In the first study they read its version; in the second, the second's.
  const ana = await buildSignedInUser(db, clock.now());
  await joined(FIRST_STUDY_ID, ana.user.id);
  const inFirst = await consentOf(ana.auth);
  expect(inFirst.state).toBe('required');
  expect(inFirst.document?.text).toBe(firstVersion.texts.en);

  const ben = await buildSignedInUser(db, clock.now());
  await joined(second!.id, ben.user.id);
  const inSecond = await consentOf(ben.auth);
  expect(inSecond.state).toBe('required');
  expect(inSecond.document?.text).toBe(sixTexts('sleep study').en);

  // A withdrawal is the second study's, under its protocol (none set: the data is kept).
  const signed = await call(app, 'POST', API.signStudyConsent, ben.auth, {
    version: 1,
    language: 'en',
    typed_name: 'Ben',
    agree: true,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const withdrawn = await call(app, 'POST', API.withdrawFromStudy, ben.auth, { confirm: true });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  expect(withdrawn.json().data).toMatchObject({ data_erased: false });
  const rows = await db
    .select()
    .from(consentWithdrawals)
    .where(eq(consentWithdrawals.userId, ben.user.id));
  expect(rows.map((r) => r.studyId)).toEqual([second!.id]);
  expect((await consentOf(ben.auth)).state).toBe('withdrawn');

  // Having left the first study, a person who joins another starts afresh there.
  const cara = await buildSignedInUser(db, clock.now());
  await joined(FIRST_STUDY_ID, cara.user.id);
  await db
    .insert(consentWithdrawals)
    .values({ studyId: FIRST_STUDY_ID, userId: cara.user.id, withdrawnAt: clock.now() });
  expect((await consentOf(cara.auth)).state).toBe('withdrawn');
  clock.advance(60_000);
  await joined(second!.id, cara.user.id);
  const afresh = await consentOf(cara.auth);
  expect(afresh.state).toBe('required');
  expect(afresh.withdrawn_at).toBeNull();
});

it('erases on withdrawal the study’s own answers and links only, and records its own last version', async () => {
  const third = await buildStudy(db);
  await db.insert(consentDocuments).values({
    studyId: third.id,
    version: 1,
    texts: sixTexts('third study'),
    publishedAt: clock.now(),
  });
  await db.insert(consentSettings).values({ studyId: third.id, withdrawalData: 'erase' });
  // Dana answered the first study's questionnaire, left it, and joined the third.
  const dana = await buildSignedInUser(db, clock.now());
  await joined(FIRST_STUDY_ID, dana.user.id);
  const answer = async (studyId: number, kind: 'pre' | 'mid') => {
    const [survey] = await db
      .insert(studySurveys)
      .values({ studyId, kind, version: 90 + studyId, titles: {}, intros: {}, questions: [] })
      .returning();
    await db.insert(studySurveyResponses).values({
      studyId,
      surveyId: survey!.id,
      kind,
      userId: dana.user.id,
      email: dana.user.email,
      answers: {},
    });
  };
  await answer(FIRST_STUDY_ID, 'pre');
  const firstSigned = await signCurrentVersion(db, dana.user.id, clock.now());
  await db
    .insert(consentWithdrawals)
    .values({ studyId: FIRST_STUDY_ID, userId: dana.user.id, withdrawnAt: clock.now() });
  clock.advance(60_000);
  await joined(third.id, dana.user.id);
  const signed = await call(app, 'POST', API.signStudyConsent, dana.auth, {
    version: 1,
    language: 'en',
    typed_name: 'Dana',
    agree: true,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await answer(third.id, 'mid');
  await issueStudyLink(db, dana.user.id, 'mid', clock.now(), third.id);

  // The third study's protocol erases: its answer and link go, the first study's answer stays.
  const withdrawn = await call(app, 'POST', API.withdrawFromStudy, dana.auth, { confirm: true });
  expect(withdrawn.json().data).toMatchObject({ data_erased: true });
  const left = await db
    .select({ studyId: studySurveyResponses.studyId })
    .from(studySurveyResponses)
    .where(eq(studySurveyResponses.userId, dana.user.id));
  expect(left).toEqual([{ studyId: FIRST_STUDY_ID }]);
  const links = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, dana.user.id));
  expect(links).toEqual([]);
  const [row] = await db
    .select()
    .from(consentWithdrawals)
    .where(
      and(eq(consentWithdrawals.userId, dana.user.id), eq(consentWithdrawals.studyId, third.id)),
    );
  // The version last signed is the third study's 1, whatever the first study's numbering.
  expect(firstSigned.version).toBeGreaterThan(0);
  expect(row).toMatchObject({ version: 1, dataErased: true });
});
