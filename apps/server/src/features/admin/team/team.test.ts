import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  type TMyStudy,
  type TTeamInvitation,
  type TTeamMember,
  type TTeamResponse,
} from '@resona/contract';
import { auditLog, studies, studyInvitations, studyMembers } from '../../../db/schema/index.ts';
import { createSession } from '../../../core/session-queries.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildStudy, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { call, dataOf, signInMember } from '../test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();
const DAY = 86_400_000;

type Team = TTeamResponse['data'];
const inStudy = (path: string, studyId: number, id?: number) => apiPath(path, { studyId, id });
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const lastTokenTo = (to: string) => tokenIn(mails.filter((m) => m.to === to).at(-1)!.text);
const auditOf = (action: string, target: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.target, target)));

/** A study of its own with its owner signed in, so tests never share a team. */
async function ownStudy() {
  const study = await buildStudy(db);
  const owner = await signInMember(db, clock.now(), { role: 'owner', studyId: study.id });
  return { study, owner };
}

async function invite(studyId: number, auth: Record<string, string>, body: object) {
  return dataOf<{ invitation: TTeamInvitation }>(
    await call(app, 'POST', inStudy(API.adminTeamInvitations, studyId), auth, body),
  ).invitation;
}

/** An account for an address, signed in with a second factor unless told otherwise. */
const accountFor = (email: string, secondFactor = true) =>
  buildSignedInUser(db, clock.now(), { email, secondFactor, isSubscribed: true });

const accept = (auth: Record<string, string>, token: string) =>
  call(app, 'POST', API.acceptInvitation, auth, { token });

describe('a study’s team, for its owners', () => {
  it('invites by e-mail in a role; the invitee joins once with the link, on record', async () => {
    const { study, owner } = await ownStudy();
    const email = uniqueEmail('monitor');
    const invitation = await invite(study.id, owner.auth, {
      email,
      role: 'monitor',
      language: 'fr',
    });
    expect(invitation).toMatchObject({ email, role: 'monitor', language: 'fr', expired: false });
    const mail = mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(`Rejoignez l’équipe de ${study.name} sur Resona`);
    const team = dataOf<Team>(await call(app, 'GET', inStudy(API.adminTeam, study.id), owner.auth));
    expect(team.study).toEqual({ id: study.id, name: study.name, status: 'recruiting' });
    expect(team.members.map((m) => [m.email, m.role])).toEqual([[owner.user.email, 'owner']]);
    expect(team.invitations).toEqual([invitation]);
    expect(JSON.stringify(team)).not.toContain(tokenIn(mail.text));

    const invitee = await accountFor(email);
    const joined = dataOf<{ study: TMyStudy }>(await accept(invitee.auth, tokenIn(mail.text)));
    expect(joined.study).toEqual({
      id: study.id,
      name: study.name,
      status: 'recruiting',
      role: 'monitor',
    });
    const [entry] = await auditOf('team.join', `user:${invitee.user.id}`);
    expect(entry).toMatchObject({ studyId: study.id, actorId: invitee.user.id });
    // Single use: the link opens nothing a second time, for anyone.
    expect(errorOf(await accept(invitee.auth, tokenIn(mail.text)))).toMatchObject({
      status: 400,
      type: 'INVALID_TOKEN',
      message: 'This invitation has already been used. Please ask the study’s owner for a new one',
    });
    const after = dataOf<Team>(
      await call(app, 'GET', inStudy(API.adminTeam, study.id), owner.auth),
    );
    expect(after.invitations).toEqual([]);
    expect(after.members.map((m) => m.role)).toEqual(['owner', 'monitor']);
    // The monitor sees the overview and the trail, not the team.
    expect(
      (await call(app, 'GET', inStudy(API.adminOverview, study.id), invitee.auth)).statusCode,
    ).toBe(200);
    expect(
      errorOf(await call(app, 'GET', inStudy(API.adminTeam, study.id), invitee.auth)),
    ).toMatchObject({ status: 403 });
  });

  it('refuses a link that expired, or one sent to another address', async () => {
    const { study, owner } = await ownStudy();
    const email = uniqueEmail('late');
    await invite(study.id, owner.auth, { email, role: 'researcher' });
    const token = lastTokenTo(email);
    const other = await accountFor(uniqueEmail('other'));
    expect(errorOf(await accept(other.auth, token))).toMatchObject({
      status: 403,
      type: 'FORBIDDEN',
      message: `This invitation was sent to ${email}. Please sign in with that address to accept it`,
    });
    const invitee = await accountFor(email);
    clock.advance(7 * DAY + 1000);
    try {
      expect(errorOf(await accept(invitee.auth, token))).toMatchObject({
        status: 400,
        type: 'TOKEN_EXPIRED',
      });
      const team = dataOf<Team>(
        await call(app, 'GET', inStudy(API.adminTeam, study.id), owner.auth),
      );
      expect(team.invitations[0]!.expired).toBe(true);
    } finally {
      clock.advance(-(7 * DAY + 1000));
    }
    expect(errorOf(await accept(invitee.auth, 'made-up'))).toMatchObject({
      status: 400,
      type: 'INVALID_TOKEN',
    });
    const members = await db.select().from(studyMembers).where(eq(studyMembers.studyId, study.id));
    expect(members).toHaveLength(1);
  });

  it('asks for a second factor before the invitee joins, then lets them', async () => {
    const { study, owner } = await ownStudy();
    const email = uniqueEmail('factor');
    await invite(study.id, owner.auth, { email, role: 'analyst' });
    const token = lastTokenTo(email);
    const without = await accountFor(email, false);
    expect(errorOf(await accept(without.auth, token))).toMatchObject({
      status: 403,
      type: 'SECOND_FACTOR_REQUIRED',
    });
    const [row] = await db.select().from(studyInvitations).where(eq(studyInvitations.email, email));
    expect(row!.acceptedAt).toBeNull();
    // The same account, signed in again with its factor.
    const session = await createSession(
      db,
      { userId: without.user.id, secondFactor: true },
      clock.now(),
    );
    const joined = dataOf<{ study: TMyStudy }>(
      await accept({ authorization: `Bearer ${session}` }, token),
    );
    expect(joined.study.role).toBe('analyst');
    expect(errorOf(await accept({}, token))).toMatchObject({ status: 401 });
  });

  it('replaces an address’s open invitation with a newer one and withdraws one, on record', async () => {
    const { study, owner } = await ownStudy();
    const email = uniqueEmail('twice');
    const first = await invite(study.id, owner.auth, { email, role: 'monitor' });
    const firstToken = lastTokenTo(email);
    const second = await invite(study.id, owner.auth, { email, role: 'analyst' });
    const team = dataOf<Team>(await call(app, 'GET', inStudy(API.adminTeam, study.id), owner.auth));
    expect(team.invitations.map((i) => i.id)).toEqual([second.id]);
    const invitee = await accountFor(email);
    expect(errorOf(await accept(invitee.auth, firstToken))).toMatchObject({
      type: 'INVALID_TOKEN',
    });
    const url = inStudy(API.adminTeamInvitationRevoke, study.id, second.id);
    dataOf(await call(app, 'POST', url, owner.auth));
    expect(await auditOf('team.invite-revoke', `invitation:${second.id}`)).toHaveLength(1);
    expect(errorOf(await accept(invitee.auth, lastTokenTo(email)))).toMatchObject({
      type: 'INVALID_TOKEN',
    });
    expect(errorOf(await call(app, 'POST', url, owner.auth))).toMatchObject({ status: 404 });
    void first;
  });

  it.each([
    [{ role: 'monitor' }, { email: 'emailRequired' }],
    [{ email: 'nope', role: 'monitor' }, { email: 'emailInvalid' }],
    [{ email: 'a@example.com' }, { role: 'fieldInvalid' }],
    [{ email: 'a@example.com', role: 'admin' }, { role: 'fieldInvalid' }],
    [{ email: 'a@example.com', role: 'monitor', language: 'xx' }, { language: 'fieldInvalid' }],
  ])('refuses the invitation %j', async (body, fields) => {
    const { study, owner } = await ownStudy();
    const res = await call(
      app,
      'POST',
      inStudy(API.adminTeamInvitations, study.id),
      owner.auth,
      body,
    );
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR', fields });
  });

  it('refuses inviting someone already on the team', async () => {
    const { study, owner } = await ownStudy();
    const res = await call(app, 'POST', inStudy(API.adminTeamInvitations, study.id), owner.auth, {
      email: owner.user.email.toUpperCase(),
      role: 'monitor',
    });
    expect(errorOf(res)).toMatchObject({ status: 400, fields: { email: 'adminAlreadyMember' } });
  });

  it('changes a member’s role and removes a member; the last owner stays one', async () => {
    const { study, owner } = await ownStudy();
    const member = await signInMember(db, clock.now(), { role: 'researcher', studyId: study.id });
    const roleUrl = (id: number) => inStudy(API.adminTeamMemberRole, study.id, id);
    const removeUrl = (id: number) => inStudy(API.adminTeamMemberRemove, study.id, id);
    const changed = dataOf<{ member: TTeamMember }>(
      await call(app, 'POST', roleUrl(member.user.id), owner.auth, { role: 'analyst' }),
    );
    expect(changed.member).toMatchObject({ email: member.user.email, role: 'analyst' });
    const [entry] = await auditOf('team.role', `user:${member.user.id}`);
    expect(entry).toMatchObject({
      before: { role: 'researcher' },
      after: { role: 'analyst' },
      studyId: study.id,
    });
    // The last owner can be neither demoted nor removed.
    const demote = await call(app, 'POST', roleUrl(owner.user.id), owner.auth, { role: 'monitor' });
    expect(errorOf(demote)).toMatchObject({ status: 400, fields: { role: 'adminLastOwner' } });
    expect(errorOf(await call(app, 'POST', removeUrl(owner.user.id), owner.auth))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: 'A study keeps at least one owner: make someone else an owner first',
    });
    // With a second owner, the first may step down.
    dataOf(await call(app, 'POST', roleUrl(member.user.id), owner.auth, { role: 'owner' }));
    dataOf(await call(app, 'POST', roleUrl(owner.user.id), owner.auth, { role: 'researcher' }));
    dataOf(await call(app, 'POST', removeUrl(owner.user.id), member.auth));
    expect(await auditOf('team.remove', `user:${owner.user.id}`)).toHaveLength(1);
    expect(
      errorOf(await call(app, 'GET', inStudy(API.adminTeam, study.id), owner.auth)),
    ).toMatchObject({ status: 404 });
    for (const [url, body] of [
      [roleUrl(owner.user.id), { role: 'monitor' }],
      [removeUrl(999_999), undefined],
    ] as const) {
      expect(errorOf(await call(app, 'POST', url, member.auth, body))).toMatchObject({
        status: 404,
      });
    }
    const bad = await call(app, 'POST', roleUrl(member.user.id), member.auth, { role: 'boss' });
    expect(errorOf(bad)).toMatchObject({ status: 400, fields: { role: 'fieldInvalid' } });
  });

  it('renames the study and changes its status, the name unique whatever its case', async () => {
    const { study, owner } = await ownStudy();
    const other = await buildStudy(db);
    const url = inStudy(API.adminStudySettings, study.id);
    const name = `Renamed ${crypto.randomUUID().slice(0, 8)}`;
    const saved = dataOf<{ study: object }>(
      await call(app, 'POST', url, owner.auth, { name: ` ${name} `, status: 'closed' }),
    );
    expect(saved.study).toEqual({ id: study.id, name, status: 'closed' });
    const [entry] = await auditOf('study.update', `study:${study.id}`);
    expect(entry).toMatchObject({
      before: { name: study.name },
      after: { name, status: 'closed' },
    });
    // Its own name in another case is fine; another study's is taken.
    dataOf(
      await call(app, 'POST', url, owner.auth, { name: name.toUpperCase(), status: 'closed' }),
    );
    for (const [body, fields] of [
      [{ name: other.name.toLowerCase(), status: 'draft' }, { name: 'adminStudyNameTaken' }],
      [{ name: '', status: 'draft' }, { name: 'fieldRequired' }],
      [{ name: 'x'.repeat(81), status: 'draft' }, { name: 'adminStudyNameLong' }],
      [{ name: 'A', status: 'paused' }, { status: 'fieldInvalid' }],
    ] as const) {
      const res = await call(app, 'POST', url, owner.auth, body);
      expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR', fields });
    }
    const [row] = await db.select().from(studies).where(eq(studies.id, study.id));
    expect(row!.name).toBe(name.toUpperCase());
  });

  it('is the owners’ alone: another role 403, another study’s team and ids 404, signed out 401', async () => {
    const a = await ownStudy();
    const b = await ownStudy();
    const invitation = await invite(a.study.id, a.owner.auth, {
      email: uniqueEmail(),
      role: 'monitor',
    });
    const requests = (studyId: number): ['GET' | 'POST', string, unknown?][] => [
      ['GET', inStudy(API.adminTeam, studyId)],
      [
        'POST',
        inStudy(API.adminTeamInvitations, studyId),
        { email: uniqueEmail(), role: 'monitor' },
      ],
      ['POST', inStudy(API.adminTeamInvitationRevoke, studyId, invitation.id)],
      ['POST', inStudy(API.adminTeamMemberRole, studyId, a.owner.user.id), { role: 'monitor' }],
      ['POST', inStudy(API.adminTeamMemberRemove, studyId, a.owner.user.id)],
      ['POST', inStudy(API.adminStudySettings, studyId), { name: 'Taken over', status: 'closed' }],
    ];
    for (const role of ['researcher', 'analyst', 'monitor'] as const) {
      const member = await signInMember(db, clock.now(), { role, studyId: a.study.id });
      for (const [method, url, body] of requests(a.study.id)) {
        expect(
          errorOf(await call(app, method, url, member.auth, body)),
          `${role} ${url}`,
        ).toMatchObject({
          status: 403,
          type: 'FORBIDDEN',
        });
      }
    }
    for (const [method, url, body] of requests(a.study.id)) {
      expect(errorOf(await call(app, method, url, b.owner.auth, body)), url).toMatchObject({
        status: 404,
        type: 'NOT_FOUND',
      });
      expect(errorOf(await call(app, method, url, {}, body))).toMatchObject({ status: 401 });
    }
    // A's invitation and owner through B's own path: not found, as an unknown id.
    for (const [method, url, body] of requests(b.study.id).slice(2, 5)) {
      expect(errorOf(await call(app, method, url, b.owner.auth, body)), url).toMatchObject({
        status: 404,
      });
    }
    const [row] = await db.select().from(studies).where(eq(studies.id, a.study.id));
    expect(row!.name).toBe(a.study.name);
    const stillThere = await db
      .select()
      .from(studyInvitations)
      .where(eq(studyInvitations.id, invitation.id));
    expect(stillThere).toHaveLength(1);
  });
});
