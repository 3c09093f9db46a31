import { describe, expect, it } from 'vitest';
import {
  API,
  ZAdminOverviewResponse,
  ZNotificationListResponse,
  ZSendBroadcastResponse,
} from '@resona/contract';
import { DEMO_EMAIL } from '../../../db/participants.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import {
  addCohort,
  call,
  joinCohort,
  signInAdmin,
  signInParticipant,
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
    const { cohort, code } = await addCohort(db, 'Reminded');
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
    const a = await signInParticipant(db, clock.now());
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
