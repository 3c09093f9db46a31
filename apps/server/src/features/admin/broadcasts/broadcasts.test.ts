import { describe, expect, it } from 'vitest';
import {
  API,
  ZAdminOverviewResponse,
  ZNotificationListResponse,
  ZSendBroadcastResponse,
  ZSentBroadcastsResponse,
} from '@resona/contract';
import { consentWithdrawals, FIRST_STUDY_ID } from '../../../db/schema/index.ts';
import { DEMO_EMAIL } from '../../../db/participants.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import {
  addStudyCohort,
  call,
  joinCohort,
  otherStudy,
  participantsOfTwoStudies,
  signInAdmin,
  signInParticipant,
  signInStudyParticipant,
  type Auth,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

const send = (body: Record<string, unknown>) =>
  call(app, 'POST', API.adminBroadcasts, admin.auth, body);
const inbox = async (auth: Auth) =>
  ZNotificationListResponse.parse(
    (await call(app, 'POST', API.notificationList, auth, { offset: 0 })).json(),
  ).data.notificationData;

describe('POST admin/broadcasts', () => {
  it("reaches only the cohort's members, as a Broadcast notification", async () => {
    const { cohort, code } = await addStudyCohort(db, FIRST_STUDY_ID, 'Reminded');
    const member = await signInParticipant(db, clock.now());
    const outsider = await signInParticipant(db, clock.now());
    await joinCohort(db, member.user.id, code.id);
    const res = await send({
      title: ' Week two ',
      body: 'Your new exercises are ready.',
      cohort_id: cohort.id,
    });
    const body = ZSendBroadcastResponse.parse(res.json());
    expect(body).toMatchObject({
      message: 'Broadcast sent to 1 participants',
      data: { recipients: 1 },
    });
    expect(await inbox(member.auth)).toMatchObject([
      {
        title: 'Week two',
        message: 'Your new exercises are ready.',
        notification_type: 'Broadcast',
        is_read: 0,
      },
    ]);
    expect(await inbox(outsider.auth)).toEqual([]);
  });

  it('reaches every participant without a cohort: as many as Overview counts, researchers and the demo account left out', async () => {
    const a = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const demo = await buildSignedInUser(db, clock.now(), {
      email: DEMO_EMAIL,
      isSubscribed: true,
    });
    const res = await send({ title: 'Hello all', body: 'Thanks for taking part.' });
    const recipients = ZSendBroadcastResponse.parse(res.json()).data.recipients;
    const overview = ZAdminOverviewResponse.parse(
      (await call(app, 'GET', API.adminOverview, admin.auth)).json(),
    ).data;
    expect(recipients).toBe(overview.participants.signed_up);
    expect(recipients).toBeGreaterThanOrEqual(2);
    expect((await inbox(a.auth)).map((n) => n.title)).toContain('Hello all');
    expect(await inbox(admin.auth)).toEqual([]);
    expect(await inbox(demo.auth)).toEqual([]);
  });

  it('refuses an empty title or body, a body too long and an unknown cohort', async () => {
    expect(errorOf(await send({ title: ' ', body: 'b' })).fields).toEqual({
      title: 'fieldRequired',
    });
    expect(errorOf(await send({ title: 't' })).fields).toEqual({ body: 'fieldRequired' });
    expect(errorOf(await send({ title: 't', body: 'x'.repeat(1001) })).fields).toEqual({
      body: 'fieldInvalid',
    });
    expect(errorOf(await send({ title: 't', body: 'b', cohort_id: 99_999 })).status).toBe(404);
    // PostgreSQL text cannot hold NUL: refused as invalid, never a 500.
    expect(errorOf(await send({ title: '\u0000', body: 'b' })).fields).toEqual({
      title: 'textControlCharacters',
    });
  });
});

describe("a study's broadcasts reach its own participants (decision 108)", () => {
  it("reaches the study's participants and cohorts only, and lists the broadcasts it sent", async () => {
    const b = await otherStudy(db, clock.now());
    const { ours, theirs, nobodys } = await participantsOfTwoStudies(db, clock.now(), b.study.id);
    // And one who withdrew from theirs.
    const left = await signInStudyParticipant(db, clock.now(), {
      studyId: b.study.id,
      secondFactor: true,
    });
    await db
      .insert(consentWithdrawals)
      .values({ userId: left.user.id, studyId: b.study.id, withdrawnAt: clock.now() });
    const { cohort: ourCohort } = await addStudyCohort(db);
    const { cohort: theirCohort, code: theirCode } = await addStudyCohort(db, b.study.id);
    await joinCohort(db, theirs.user.id, theirCode.id);
    const theirSend = (body: Record<string, unknown>) =>
      call(app, 'POST', b.path(API.adminBroadcasts), b.researcher.auth, body);

    const all = ZSendBroadcastResponse.parse(
      (await theirSend({ title: 'Their news', body: 'For their study' })).json(),
    );
    expect(all.data.recipients).toBe(1);
    const toCohort = await theirSend({ title: 'Their wave', body: 'b', cohort_id: theirCohort.id });
    expect(ZSendBroadcastResponse.parse(toCohort.json()).data.recipients).toBe(1);
    expect((await inbox(theirs.auth)).map((n) => n.title).sort()).toEqual([
      'Their news',
      'Their wave',
    ]);
    for (const person of [ours, nobodys, left]) expect(await inbox(person.auth)).toEqual([]);
    const intoOurs = await theirSend({ title: 't', body: 'b', cohort_id: ourCohort.id });
    expect(errorOf(intoOurs).status).toBe(404);

    // Each study's list holds the broadcasts it sent.
    await send({ title: 'Our news', body: 'For our study' });
    const sent = async (url: string, auth: Auth) =>
      ZSentBroadcastsResponse.parse((await call(app, 'GET', url, auth)).json()).data.broadcasts;
    expect(
      (await sent(b.path(API.adminSentBroadcasts), b.researcher.auth)).map((s) => [
        s.title,
        s.cohort_name,
        s.recipients,
      ]),
    ).toEqual([
      ['Their wave', theirCohort.name, 1],
      ['Their news', null, 1],
    ]);
    const ourTitles = (await sent(API.adminSentBroadcasts, admin.auth)).map((s) => s.title);
    expect(ourTitles).toContain('Our news');
    expect(ourTitles).not.toContain('Their news');

    for (const member of [b.monitor, b.analyst]) {
      for (const [method, path] of [
        ['POST', API.adminBroadcasts],
        ['GET', API.adminSentBroadcasts],
      ] as const) {
        const res = await call(app, method, b.path(path), member.auth, { title: 't', body: 'b' });
        expect(errorOf(res), `${method} ${path}`).toMatchObject({ status: 403, type: 'FORBIDDEN' });
      }
    }
  });
});
