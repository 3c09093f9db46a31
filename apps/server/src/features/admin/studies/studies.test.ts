import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath, type TMyStudy, type TSiteStudy } from '@resona/contract';
import {
  auditLog,
  studyInvitations,
  studyMembers,
  studySurveys,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildStudy, joinTeam, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { call, dataOf, signInMember, signInParticipant } from '../test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();

/** A site administrator in no study's team: the command line's `grant` makes these. */
const signInSiteAdmin = () =>
  buildSignedInUser(db, clock.now(), { role: 'admin', secondFactor: true, isSubscribed: true });

type Named = { study: TSiteStudy; joined: boolean };
const ownersPath = (studyId: number) => apiPath(API.adminStudyOwners, { studyId });
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const lastMailTo = (to: string) => mails.filter((m) => m.to === to).at(-1);
const auditOf = (action: string, target: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.target, target)));

describe('the site administrator’s studies', () => {
  it('makes a study naming its first owner, who is mailed a single-use invitation in their language', async () => {
    const admin = await signInSiteAdmin();
    const owner = uniqueEmail('owner');
    const name = `Sleep ${crypto.randomUUID().slice(0, 8)}`;
    const made = dataOf<Named>(
      await call(app, 'POST', API.adminStudies, admin.auth, {
        name: `  ${name} `,
        status: 'recruiting',
        owner_email: owner.toUpperCase(),
        language: 'de',
      }),
    );
    expect(made.joined).toBe(false);
    expect(made.study).toMatchObject({
      name,
      status: 'recruiting',
      members: 0,
      owners: [],
      invited_owners: [owner],
    });
    const mail = lastMailTo(owner)!;
    expect(mail.subject).toBe(`Treten Sie dem Team von ${name} auf Resona bei`);
    expect(mail.text).toContain(`http://localhost:3000/admin/join?token=`);
    expect(mail.text).toContain(admin.user.email);
    const [row] = await db
      .select()
      .from(studyInvitations)
      .where(eq(studyInvitations.studyId, made.study.id));
    expect(row).toMatchObject({
      email: owner,
      role: 'owner',
      tokenHash: hashToken(tokenIn(mail.text)),
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);
    const [created] = await auditOf('study.create', `study:${made.study.id}`);
    expect(created).toMatchObject({ actorId: admin.user.id, studyId: made.study.id });
    const [invited] = await auditOf('team.invite', `invitation:${row!.id}`);
    expect(invited).toMatchObject({
      studyId: made.study.id,
      after: { email: owner, role: 'owner' },
    });
    expect(JSON.stringify(invited)).not.toContain(tokenIn(mail.text));
    // The list holds it, with nothing of any participant.
    const list = dataOf<{ studies: TSiteStudy[] }>(
      await call(app, 'GET', API.adminStudies, admin.auth),
    );
    expect(list.studies.find((s) => s.id === made.study.id)).toEqual(made.study);
    expect(list.studies[0]!.id).toBe(1);
  });

  it('joins the site administrator at once when they name themself, on record', async () => {
    const admin = await signInSiteAdmin();
    const before = mails.length;
    const made = dataOf<Named>(
      await call(app, 'POST', API.adminStudies, admin.auth, {
        name: `Own ${crypto.randomUUID()}`,
        owner_email: admin.user.email,
      }),
    );
    expect(made).toMatchObject({
      joined: true,
      study: { status: 'draft', members: 1, owners: [admin.user.email] },
    });
    expect(mails.length).toBe(before);
    // It starts with Resona's standard questionnaires of its own, version 1 each.
    const surveys = await db
      .select({ kind: studySurveys.kind, version: studySurveys.version })
      .from(studySurveys)
      .where(eq(studySurveys.studyId, made.study.id));
    expect(surveys.map((s) => `${s.kind} ${s.version}`).sort()).toEqual([
      'mid 1',
      'post 1',
      'pre 1',
    ]);
    const [joined] = await auditOf('team.join', `user:${admin.user.id}`);
    expect(joined).toMatchObject({ studyId: made.study.id, after: { role: 'owner' } });
    // …and so of the first study, whose overview then opens to them.
    expect((await call(app, 'GET', API.adminOverview, admin.auth)).statusCode).toBe(404);
    const first = dataOf<Named>(
      await call(app, 'POST', ownersPath(1), admin.auth, { email: admin.user.email }),
    );
    expect(first.joined).toBe(true);
    expect(first.study.owners).toContain(admin.user.email);
    expect((await call(app, 'GET', API.adminOverview, admin.auth)).statusCode).toBe(200);
  });

  it('names another owner of an existing study by mail; an unknown study is not found', async () => {
    const admin = await signInSiteAdmin();
    const study = await buildStudy(db);
    const owner = uniqueEmail('second');
    const named = dataOf<Named>(
      await call(app, 'POST', ownersPath(study.id), admin.auth, { email: owner }),
    );
    expect(named).toMatchObject({ joined: false, study: { invited_owners: [owner] } });
    expect(lastMailTo(owner)!.subject).toContain(study.name);
    const res = await call(app, 'POST', ownersPath(999_999), admin.auth, { email: owner });
    expect(errorOf(res)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    // An address already on the team is said on its field.
    const member = await signInMember(db, clock.now(), { role: 'researcher', studyId: study.id });
    const again = await call(app, 'POST', ownersPath(study.id), admin.auth, {
      email: member.user.email,
    });
    expect(errorOf(again)).toMatchObject({ status: 400, fields: { email: 'adminAlreadyMember' } });
  });

  it.each([
    [{ owner_email: 'a@example.com' }, { name: 'fieldRequired' }],
    [{ name: '  ', owner_email: 'a@example.com' }, { name: 'fieldRequired' }],
    [{ name: 'x'.repeat(81), owner_email: 'a@example.com' }, { name: 'adminStudyNameLong' }],
    [{ name: 'A', status: 'open', owner_email: 'a@example.com' }, { status: 'fieldInvalid' }],
    [{ name: 'A' }, { owner_email: 'emailRequired' }],
    [{ name: 'A', owner_email: 'nope' }, { owner_email: 'emailInvalid' }],
    [{ name: 'A', owner_email: 'a@example.com', language: 'xx' }, { language: 'fieldInvalid' }],
  ])('refuses %j', async (body, fields) => {
    const admin = await signInSiteAdmin();
    const res = await call(app, 'POST', API.adminStudies, admin.auth, body);
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR', fields });
  });

  it('keeps a study’s name unique whatever its case, making nothing', async () => {
    const admin = await signInSiteAdmin();
    const study = await buildStudy(db);
    const before = mails.length;
    const res = await call(app, 'POST', API.adminStudies, admin.auth, {
      name: study.name.toUpperCase(),
      owner_email: uniqueEmail(),
    });
    expect(errorOf(res)).toMatchObject({ status: 400, fields: { name: 'adminStudyNameTaken' } });
    expect(mails.length).toBe(before);
  });

  it('answers 401 signed out, 403 to an owner who is not site administrator', async () => {
    const owner = await signInMember(db, clock.now(), { role: 'owner' });
    const requests: ['GET' | 'POST', string, unknown?][] = [
      ['GET', API.adminStudies],
      ['POST', API.adminStudies, { name: 'Mine', owner_email: owner.user.email }],
      ['POST', ownersPath(1), { email: owner.user.email }],
    ];
    for (const [method, url, body] of requests) {
      expect(errorOf(await call(app, method, url, {}, body))).toMatchObject({ status: 401 });
      expect(errorOf(await call(app, method, url, owner.auth, body))).toMatchObject({
        status: 403,
        type: 'FORBIDDEN',
      });
    }
    const noFactor = await buildSignedInUser(db, clock.now(), { role: 'admin' });
    expect(errorOf(await call(app, 'GET', API.adminStudies, noFactor.auth))).toMatchObject({
      status: 403,
      type: 'SECOND_FACTOR_REQUIRED',
    });
  });
});

describe('my studies', () => {
  it('lists the caller’s studies with their role, and whether they administer the site', async () => {
    const other = await buildStudy(db, { status: 'draft' });
    const member = await signInMember(db, clock.now(), { role: 'monitor' });
    await joinTeam(db, member.user.id, { role: 'analyst', studyId: other.id });
    const mine = dataOf<{ studies: TMyStudy[]; site_admin: boolean }>(
      await call(app, 'GET', API.myStudies, member.auth),
    );
    expect(mine).toEqual({
      studies: [
        { id: 1, name: 'First study', status: 'recruiting', role: 'monitor' },
        { id: other.id, name: other.name, status: 'draft', role: 'analyst' },
      ],
      site_admin: false,
    });
    const admin = await signInSiteAdmin();
    expect(dataOf(await call(app, 'GET', API.myStudies, admin.auth))).toEqual({
      studies: [],
      site_admin: true,
    });
  });

  it('tells a participant they are in none; asks a member for a second factor first', async () => {
    const participant = await signInParticipant(db, clock.now());
    expect(dataOf(await call(app, 'GET', API.myStudies, participant.auth))).toEqual({
      studies: [],
      site_admin: false,
    });
    const member = await buildSignedInUser(db, clock.now(), { team: { role: 'owner' } });
    expect(errorOf(await call(app, 'GET', API.myStudies, member.auth))).toMatchObject({
      status: 403,
      type: 'SECOND_FACTOR_REQUIRED',
    });
    expect(errorOf(await call(app, 'GET', API.myStudies, {}))).toMatchObject({ status: 401 });
    const rows = await db
      .select()
      .from(studyMembers)
      .where(eq(studyMembers.userId, participant.user.id));
    expect(rows).toEqual([]);
  });
});
