import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  INVITATIONS_PER_ACCOUNT_HOUR,
  INVITATIONS_PER_STUDY_HOUR,
} from '@resona/contract';
import { studyInvitations } from '../../../db/schema/index.ts';
import { HOUR, MINUTE } from '../../../core/rate-limit.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildStudy, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { call, dataOf, signInAdmin, signInMember, type Auth } from '../test-helpers.ts';

/**
 * Team invitations are limited an hour, per inviting account and per study (decision 113):
 * each one mails an address typed in the console, from Resona's own sender.
 */

const { app, db, clock, mails } = await createTestApp();

const invitations = (studyId: number) => apiPath(API.adminTeamInvitations, { studyId });
const invite = (studyId: number, auth: Auth, email = uniqueEmail('invitee')) =>
  call(app, 'POST', invitations(studyId), auth, { email, role: 'researcher' });
const mailsTo = (email: string) => mails.filter((m) => m.to === email);
const openInvitations = (studyId: number) =>
  db.select().from(studyInvitations).where(eq(studyInvitations.studyId, studyId));

async function ownStudy() {
  const study = await buildStudy(db);
  const owner = await signInMember(db, clock.now(), { role: 'owner', studyId: study.id });
  return { study, owner };
}

/** `count` invitations from one owner, each answered 200; a minute apart every 10 calls. */
async function sendMany(studyId: number, auth: Auth, count: number) {
  for (let i = 0; i < count; i += 1) {
    dataOf(await invite(studyId, auth));
    // Keeps the server's general limit on writes a minute (100 per address) out of the way.
    if (i % 10 === 9) clock.advance(MINUTE);
  }
}

describe('the hour’s limit on team invitations', () => {
  it(`lets one account send ${INVITATIONS_PER_ACCOUNT_HOUR} an hour, refuses the next in words, and sends again an hour later`, async () => {
    const { study, owner } = await ownStudy();
    await sendMany(study.id, owner.auth, INVITATIONS_PER_ACCOUNT_HOUR);
    expect(await openInvitations(study.id)).toHaveLength(INVITATIONS_PER_ACCOUNT_HOUR);

    const refused = uniqueEmail('refused');
    expect(errorOf(await invite(study.id, owner.auth, refused))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
      message: `You have sent ${INVITATIONS_PER_ACCOUNT_HOUR} team invitations within the hour, the most one account may. Please try again later`,
    });
    // Nothing went out, nothing waits: no invitation, no mail.
    expect(await openInvitations(study.id)).toHaveLength(INVITATIONS_PER_ACCOUNT_HOUR);
    expect(mailsTo(refused)).toHaveLength(0);

    clock.advance(HOUR);
    dataOf(await invite(study.id, owner.auth, refused));
    expect(mailsTo(refused)).toHaveLength(1);
  });

  it(`holds one study's team to ${INVITATIONS_PER_STUDY_HOUR} an hour, whoever sends them; another study is not held back`, async () => {
    const { study, owner } = await ownStudy();
    const second = await signInMember(db, clock.now(), { role: 'owner', studyId: study.id });
    await sendMany(study.id, owner.auth, INVITATIONS_PER_ACCOUNT_HOUR);
    await sendMany(
      study.id,
      second.auth,
      INVITATIONS_PER_STUDY_HOUR - INVITATIONS_PER_ACCOUNT_HOUR,
    );

    const refused = uniqueEmail('refused');
    expect(errorOf(await invite(study.id, second.auth, refused))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
      message: `This study’s team has sent ${INVITATIONS_PER_STUDY_HOUR} invitations within the hour, the most one study may. Please try again later`,
    });
    expect(mailsTo(refused)).toHaveLength(0);

    // Another study's team is counted apart.
    const other = await buildStudy(db);
    const both = await signInMember(db, clock.now(), { role: 'owner', studyId: other.id });
    dataOf(await invite(other.id, both.auth));
  });

  it('counts the owners a site administrator names by mail as their invitations', async () => {
    const admin = await signInAdmin(db, clock.now());
    const study = await buildStudy(db);
    const nameOwner = (email: string) =>
      call(app, 'POST', apiPath(API.adminStudyOwners, { studyId: study.id }), admin.auth, {
        email,
      });
    for (let i = 0; i < INVITATIONS_PER_ACCOUNT_HOUR; i += 1) {
      dataOf(await nameOwner(uniqueEmail('owner')));
      if (i % 10 === 9) clock.advance(MINUTE);
    }
    const refused = uniqueEmail('refused');
    expect(errorOf(await nameOwner(refused))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
    });
    expect(mailsTo(refused)).toHaveLength(0);
  });

  it('counts only invitations that are sent: one refused on its address takes nothing', async () => {
    const { study, owner } = await ownStudy();
    const member = await signInMember(db, clock.now(), { role: 'monitor', studyId: study.id });
    for (let i = 0; i < INVITATIONS_PER_ACCOUNT_HOUR + 5; i += 1) {
      const res = await invite(study.id, owner.auth, member.user.email);
      expect(errorOf(res)).toMatchObject({ status: 400, fields: { email: 'adminAlreadyMember' } });
      if (i % 10 === 9) clock.advance(MINUTE);
    }
    dataOf(await invite(study.id, owner.auth));
  });

  it('answers signed out 401, and another study’s owner 404, counting neither', async () => {
    const { study, owner } = await ownStudy();
    const stranger = await ownStudy();
    const email = uniqueEmail('unsent');
    expect(errorOf(await invite(study.id, {}, email))).toMatchObject({ status: 401 });
    for (let i = 0; i < INVITATIONS_PER_STUDY_HOUR + 1; i += 1) {
      const res = await invite(study.id, stranger.owner.auth, email);
      expect(errorOf(res)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
      if (i % 10 === 9) clock.advance(MINUTE);
    }
    expect(mailsTo(email)).toHaveLength(0);
    // Neither the study's count nor its owner's was touched by them.
    await sendMany(study.id, owner.auth, INVITATIONS_PER_ACCOUNT_HOUR);
  });
});
