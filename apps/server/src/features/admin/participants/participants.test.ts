import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, translate, ZSignOutParticipantResponse } from '@resona/contract';
import { auditLog, securityEvents } from '../../../db/schema/index.ts';
import { createSession } from '../../../core/session-queries.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import { get, type Auth } from '../../sessions/test-helpers.ts';
import {
  call,
  otherStudy,
  participantsOfTwoStudies,
  signInAdmin,
  signInParticipant,
  signInStudyParticipant,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });
const signedIn = async (token: string) =>
  (await get(app, API.profileInfo, bearer(token))).statusCode === 200;

describe('POST admin/participants/sign-out', () => {
  it('signs a participant out on every device, and the audit trail says who did it', async () => {
    const participant = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const phone = await createSession(db, { userId: participant.user.id }, clock.now());
    const other = await signInParticipant(db, clock.now());
    const res = await call(app, 'POST', API.adminSignOutParticipant, admin.auth, {
      user_id: participant.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZSignOutParticipantResponse.parse(res.json())).toMatchObject({
      message: translate('en', 'participantSignedOut'),
      data: { sessions_ended: 2 },
    });
    expect(await signedIn(participant.token)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(other.token)).toBe(true);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${participant.user.id}`));
    const [event] = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, participant.user.id));
    expect(event).toMatchObject({ kind: 'signed-out-by-researcher', ip: null });
    expect(entry).toMatchObject({
      action: 'participant.sign-out',
      actorId: admin.user.id,
      source: 'console',
      after: { sessions_ended: 2 },
    });
  });

  it("signs out only the study's own participants: anyone else is unknown (decision 108)", async () => {
    const b = await otherStudy(db, clock.now());
    // `nobodys` only ever typed a site code: they are in no study.
    const { ours, theirs, nobodys } = await participantsOfTwoStudies(db, clock.now(), b.study.id);
    const signOut = (user_id: number, auth = b.researcher.auth) =>
      call(app, 'POST', b.path(API.adminSignOutParticipant), auth, { user_id });
    for (const person of [ours, nobodys]) {
      expect(errorOf(await signOut(person.user.id)).status).toBe(404);
      expect(await signedIn(person.token)).toBe(true);
    }
    for (const member of [b.monitor, b.analyst]) {
      expect(errorOf(await signOut(theirs.user.id, member.auth))).toMatchObject({
        status: 403,
        type: 'FORBIDDEN',
      });
    }
    expect(await signedIn(theirs.token)).toBe(true);
    expect((await signOut(theirs.user.id)).statusCode).toBe(200);
    expect(await signedIn(theirs.token)).toBe(false);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${theirs.user.id}`));
    expect(entry).toMatchObject({ studyId: b.study.id, actorId: b.researcher.user.id });
  });

  it("answers a researcher's account, or no account, as unknown", async () => {
    const researcher = await signInAdmin(db, clock.now());
    for (const user_id of [researcher.user.id, 999_999]) {
      const res = await call(app, 'POST', API.adminSignOutParticipant, admin.auth, { user_id });
      expect(errorOf(res).status, String(user_id)).toBe(404);
    }
    expect(await signedIn(researcher.token)).toBe(true);
  });

  it('refuses a missing or malformed id with the field named', async () => {
    for (const body of [{}, { user_id: 'x' }, { user_id: 0 }]) {
      const error = errorOf(await call(app, 'POST', API.adminSignOutParticipant, admin.auth, body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.fields).toHaveProperty('user_id');
    }
  });

  it('is for researchers only, and only with a second factor', async () => {
    const participant = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const body = { user_id: participant.user.id };
    // A participant is in no study's team: the study does not exist for them.
    expect(
      errorOf(await call(app, 'POST', API.adminSignOutParticipant, participant.auth, body)).status,
    ).toBe(404);
    const bare = await createSession(db, { userId: admin.user.id }, clock.now());
    expect(
      errorOf(await call(app, 'POST', API.adminSignOutParticipant, bearer(bare), body)),
    ).toMatchObject({
      status: 403,
      type: 'SECOND_FACTOR_REQUIRED',
    });
    expect(await signedIn(participant.token)).toBe(true);
  });
});
