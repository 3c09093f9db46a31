import { desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZAuditLogResponse,
  ZSentBroadcastsResponse,
  type StudyRole,
} from '@resona/contract';
import { auditLog, plans, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { EXERCISE } from '../../sessions/test-helpers.ts';
import { runAdminCommand } from '../../../cli/admin-role.ts';
import { AUDIT_PAGE } from './queries.ts';
import { buildStudy } from '../../../test/factories.ts';
import {
  call,
  dataOf,
  signInAdmin,
  signInMember,
  signInParticipant,
  signInStudyParticipant,
  type Auth,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

/** The newest rows of the trail, as the console reads them. */
async function trail(auth: Auth = admin.auth, query = '') {
  const res = await call(app, 'GET', `${API.adminAuditLog}${query}`, auth);
  return ZAuditLogResponse.parse(res.json()).data;
}
const newest = async () => (await trail()).entries[0]!;
/**
 * The newest row of the whole table: the site's own actions (roles, plans) are kept there, in no
 * study's trail (decision 108).
 */
async function newestOfSite() {
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(row!.studyId).toBeNull();
  expect((await trail()).entries.map((e) => e.id)).not.toContain(row!.id);
  return row!;
}

describe('the audit trail', () => {
  it('records each researcher action with who, what, the target, before and after', async () => {
    // In the first study: its researchers mail study links to its own participants only.
    const participant = await signInStudyParticipant(db, clock.now());

    const cohort = dataOf<{ cohort: { id: number } }>(
      await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'Audit arm' }),
    ).cohort;
    expect(await newest()).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      source: 'console',
      action: 'cohort.create',
      target: `cohort:${cohort.id}`,
      before: null,
      after: { name: 'Audit arm' },
    });

    const batch = dataOf<{ batch_id: number; codes: { id: number }[] }>(
      await call(app, 'POST', API.adminAccessCodes, admin.auth, {
        count: 2,
        use_limit: 3,
        cohort_id: cohort.id,
      }),
    );
    expect(await newest()).toMatchObject({
      action: 'access-codes.create',
      target: `batch:${batch.batch_id}`,
      after: { count: 2, use_limit: 3, cohort_id: cohort.id, expires_at: null, plan_id: null },
    });

    const codeId = batch.codes[0]!.id;
    await call(app, 'POST', apiPath(API.adminAccessCodeRevoke, { id: codeId }), admin.auth);
    expect(await newest()).toMatchObject({
      action: 'access-code.revoke',
      target: `access-code:${codeId}`,
      before: { revoked_at: null },
    });
    // Revoking again changes nothing and records nothing.
    const count = (await trail()).entries.length;
    await call(app, 'POST', apiPath(API.adminAccessCodeRevoke, { id: codeId }), admin.auth);
    expect((await trail()).entries).toHaveLength(count);

    const [plan] = await db.select({ id: plans.id }).from(plans).limit(1);
    await call(app, 'POST', apiPath(API.adminPlanWhitelist, { id: plan!.id }), admin.auth, {
      emails: 'audit-one@example.com',
    });
    expect(await newestOfSite()).toMatchObject({
      actorId: admin.user.id,
      action: 'whitelist.add',
      target: `plan:${plan!.id}`,
      before: { whitelist: [] },
      after: { whitelist: ['audit-one@example.com'] },
    });
    await call(app, 'POST', apiPath(API.adminPlanWhitelistRemove, { id: plan!.id }), admin.auth, {
      email: 'audit-one@example.com',
    });
    expect(await newestOfSite()).toMatchObject({
      action: 'whitelist.remove',
      before: { whitelist: ['audit-one@example.com'] },
      after: { whitelist: [] },
    });

    const program = dataOf<{ program: { id: number } }>(
      await call(app, 'POST', API.adminPrograms, admin.auth, {
        title: 'Audited',
        user_email: participant.user.email,
        done_percent: 80,
        items: [{ exercise_id: EXERCISE, due_date: '2031-01-01' }],
      }),
    ).program;
    const programRow = await newest();
    expect(programRow).toMatchObject({
      action: 'program.create',
      target: `program:${program.id}`,
      after: { title: 'Audited', user_id: participant.user.id, done_percent: 80 },
    });
    // A participant is named by id, never by address: the trail outlives their account.
    expect(JSON.stringify(programRow.after)).not.toContain(participant.user.email);

    await call(app, 'POST', API.adminBroadcasts, admin.auth, { title: 'Hello', body: 'All' });
    expect(await newest()).toMatchObject({
      action: 'broadcast.send',
      after: { title: 'Hello', body: 'All', cohort_id: null },
    });

    const pre = dataOf<{ surveys: { kind: string; intros: object; questions: unknown[] }[] }>(
      await call(app, 'GET', API.adminStudySurveys, admin.auth),
    ).surveys.find((s) => s.kind === 'pre')!;
    await call(app, 'POST', apiPath(API.adminStudySurvey, { kind: 'pre' }), admin.auth, {
      titles: { en: 'Before the study' },
      intros: pre.intros,
      questions: pre.questions,
    });
    expect(await newest()).toMatchObject({
      action: 'questionnaire.save',
      target: 'questionnaire:pre',
      before: { version: 1 },
      after: { version: 2, titles: { en: 'Before the study' } },
    });

    await call(app, 'POST', apiPath(API.adminStudySurveyLinks, { kind: 'mid' }), admin.auth, {
      emails: `${participant.user.email}, nobody@example.com`,
    });
    expect(await newest()).toMatchObject({
      action: 'study-links.send',
      after: { kind: 'mid', user_ids: [participant.user.id], unknown: 1 },
    });
  });

  it('records every download with its filters', async () => {
    const { cohort } = dataOf<{ cohort: { id: number } }>(
      await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'Export arm' }),
    );
    const url = `${apiPath(API.adminExport, { kind: 'sessions' })}?cohort_id=${cohort.id}&from=2025-01-01&include_email=1`;
    expect((await call(app, 'GET', url, admin.auth)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'export.download',
      target: 'export:sessions',
      after: { cohort_id: cohort.id, from: '2025-01-01', include_email: true },
    });
    expect((await call(app, 'GET', API.adminEarlyAccessExport, admin.auth)).statusCode).toBe(200);
    expect(await newestOfSite()).toMatchObject({
      action: 'export.download',
      target: 'export:early-access',
    });
    for (const [path, target] of [
      [API.adminAccessCodesExport, 'export:access-codes'],
      [`${API.adminAuditLogExport}?action=cohort.create`, 'export:audit-log'],
    ] as const) {
      expect((await call(app, 'GET', path, admin.auth)).statusCode).toBe(200);
      expect(await newest()).toMatchObject({ action: 'export.download', target });
    }
    expect((await newest()).after).toEqual({ action: 'cohort.create' });
  });

  it('records a role changed from the command line, with the person at the keyboard', async () => {
    const researcher = await signInParticipant(db, clock.now());
    await runAdminCommand(db, { command: 'grant', email: researcher.user.email });
    expect(await newestOfSite()).toMatchObject({
      actorId: null,
      source: 'command-line',
      action: 'role.grant',
      target: `user:${researcher.user.id}`,
      before: { role: 'participant' },
      after: { role: 'admin' },
    });
    expect((await newestOfSite()).actorName).toEqual(expect.any(String));
    await runAdminCommand(db, { command: 'revoke', email: researcher.user.email });
    expect(await newestOfSite()).toMatchObject({
      action: 'role.revoke',
      after: { role: 'participant' },
    });
  });

  it('writes the row in the transaction of the action: a refused action leaves none', async () => {
    const before = (await trail()).entries[0]!.id;
    await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'Twice' });
    const res = await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'TWICE' });
    expect(errorOf(res).fields).toEqual({ name: 'adminCohortNameTaken' });
    const rows = (await trail()).entries.filter((e) => e.id > before);
    expect(rows.map((e) => e.action)).toEqual(['cohort.create']);
  });

  it('lists with filters by actor, action and date, a page at a time', async () => {
    const other = await signInAdmin(db, clock.now());
    for (let i = 0; i < 52; i++) {
      await call(app, 'POST', API.adminCohorts, other.auth, { name: `Paged ${i}` });
    }
    const first = await trail(admin.auth, `?actor_id=${other.user.id}`);
    expect(first.entries).toHaveLength(50);
    expect(first.entries.every((e) => e.actor_id === other.user.id)).toBe(true);
    expect(first.actors.map((a) => a.id)).toEqual(
      expect.arrayContaining([admin.user.id, other.user.id]),
    );
    const second = await trail(
      admin.auth,
      `?actor_id=${other.user.id}&cursor=${first.next_cursor}`,
    );
    expect(second.entries).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    expect(second.entries.at(-1)!.after).toEqual({ name: 'Paged 0' });

    const cohorts = await trail(admin.auth, '?action=cohort.create');
    expect(cohorts.entries.every((e) => e.action === 'cohort.create')).toBe(true);
    expect(cohorts.entries.length).toBeGreaterThan(0);
    // Roles are the site's: granted, they are in no study's trail.
    expect((await trail(admin.auth, '?action=role.grant')).entries).toEqual([]);
    const today = clock.now().toISOString().slice(0, 10);
    expect((await trail(admin.auth, `?from=${today}&to=${today}`)).entries.length).toBe(50);
    expect((await trail(admin.auth, '?to=2001-01-01')).entries).toEqual([]);
  });

  it('refuses bad filters in words a researcher can read', async () => {
    const get = async (query: string) =>
      errorOf(await call(app, 'GET', `${API.adminAuditLog}${query}`, admin.auth));
    expect((await get('?from=2026-02-02&to=2026-02-01')).fields).toEqual({ to: 'adminDateOrder' });
    expect((await get('?action=drop.table')).fields).toEqual({ action: 'fieldInvalid' });
    expect((await get('?from=2026-02-30')).fields).toEqual({ from: 'fieldInvalid' });
    expect((await get('?actor_id=x')).status).toBe(400);
  });

  it('exports as CSV, newest first, the erased researcher no longer named', async () => {
    const leaving = await signInAdmin(db, clock.now());
    await call(app, 'POST', API.adminCohorts, leaving.auth, { name: 'Left behind' });
    await db.delete(users).where(eq(users.id, leaving.user.id));
    const res = await call(
      app,
      'GET',
      `${API.adminAuditLogExport}?actor_id=${leaving.user.id}`,
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      'at',
      'source',
      'actor_id',
      'actor',
      'action',
      'target',
      'before',
      'after',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(2, 7)).toEqual([
      'console',
      `${leaving.user.id}`,
      'erased account',
      'cohort.create',
      rows[0]![6],
    ]);
    expect(rows[0]![8]).toBe('{"name":"Left behind"}');
    expect(res.body).not.toContain(leaving.user.email);
    const listed = await trail(admin.auth, `?actor_id=${leaving.user.id}`);
    expect(listed.entries[0]).toMatchObject({ actor_id: leaving.user.id, actor_email: null });
  });

  it('never holds half a surrogate pair: the edge refuses it (400) and nothing is done', async () => {
    const res = await call(app, 'POST', API.adminBroadcasts, admin.auth, {
      title: 'Odd',
      body: 'a\ud800b',
    });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      fields: { body: 'textControlCharacters' },
    });
    expect((await newest()).after).not.toMatchObject({ title: 'Odd' });
  });

  it('lists the broadcasts sent, with their audience and count', async () => {
    const cohort = dataOf<{ cohort: { id: number } }>(
      await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'Broadcast arm' }),
    ).cohort;
    await call(app, 'POST', API.adminBroadcasts, admin.auth, {
      title: 'Arm news',
      body: 'Hi',
      cohort_id: cohort.id,
    });
    const list = ZSentBroadcastsResponse.parse(
      (await call(app, 'GET', API.adminSentBroadcasts, admin.auth)).json(),
    ).data;
    expect(list.broadcasts[0]).toMatchObject({
      title: 'Arm news',
      body: 'Hi',
      cohort_id: cohort.id,
      cohort_name: 'Broadcast arm',
      recipients: 0,
    });
    expect(list.broadcasts.find((b) => b.title === 'Hello')).toMatchObject({ cohort_id: null });
  });
});

describe("each study's own trail", () => {
  it('shows a study its own entries only, to its monitor too; an analyst is refused', async () => {
    const other = await buildStudy(db);
    const member = (role: StudyRole) => signInMember(db, clock.now(), { role, studyId: other.id });
    const [owner, monitor, analyst] = await Promise.all([
      member('owner'),
      member('monitor'),
      member('analyst'),
    ]);
    const theirs = (path: string) => apiPath(path, { studyId: other.id });
    const made = await call(app, 'POST', theirs(API.adminApiTokens), owner.auth, { name: 'B' });
    expect(made.statusCode, made.body).toBe(200);

    const ofStudy = async (studyId: number) =>
      (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.studyId, studyId)))
        .map((r) => r.id)
        .sort((x, y) => y - x);
    const list = ZAuditLogResponse.parse(
      (await call(app, 'GET', theirs(API.adminAuditLog), monitor.auth)).json(),
    ).data;
    expect(list.entries.map((e) => e.id)).toEqual(await ofStudy(other.id));
    expect(list.entries[0]).toMatchObject({ actor_id: owner.user.id, action: 'api-token.create' });
    expect(list.actors.map((a) => a.id)).toEqual([owner.user.id]);

    const file = await call(app, 'GET', theirs(API.adminAuditLogExport), monitor.auth);
    expect(file.statusCode).toBe(200);
    const [, ...rows] = parseCsv(file.body);
    // The list read above, and then the download itself, which is on record first.
    expect(rows.map((r) => Number(r[0]))).toEqual(await ofStudy(other.id));
    expect(rows[0]![5]).toBe('export.download');

    // The first study's trail has none of theirs; its ids are not theirs to read.
    const mine = await trail();
    const theirIds = await ofStudy(other.id);
    expect(mine.entries.some((e) => theirIds.includes(e.id))).toBe(false);
    for (const path of [API.adminAuditLog, API.adminAuditLogExport]) {
      expect(errorOf(await call(app, 'GET', path, owner.auth)).status).toBe(404);
      expect(errorOf(await call(app, 'GET', theirs(path), analyst.auth)).status).toBe(403);
    }
  });
});

describe("the site's own trail", () => {
  /** The site's trail as its administrator reads it. */
  async function siteTrail(query = '') {
    const res = await call(app, 'GET', `${API.adminSiteAuditLog}${query}`, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    return ZAuditLogResponse.parse(res.json()).data;
  }
  const ofSite = async () =>
    (await db.select({ id: auditLog.id }).from(auditLog).where(isNull(auditLog.studyId)))
      .map((r) => r.id)
      .sort((x, y) => y - x);

  it('shows the site administrator the actions of no study, filtered, and as a file', async () => {
    const researcher = await signInParticipant(db, clock.now());
    await runAdminCommand(db, { command: 'grant', email: researcher.user.email });
    await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'Not the site’s' });

    const list = await siteTrail();
    expect(list.entries.map((e) => e.id)).toEqual((await ofSite()).slice(0, AUDIT_PAGE));
    expect(list.entries[0]).toMatchObject({
      source: 'command-line',
      action: 'role.grant',
      target: `user:${researcher.user.id}`,
    });
    expect(list.entries.some((e) => e.action === 'cohort.create')).toBe(false);
    expect((await siteTrail('?action=cohort.create')).entries).toEqual([]);
    expect((await siteTrail('?action=role.grant')).entries[0]!.target).toBe(
      `user:${researcher.user.id}`,
    );

    const file = await call(app, 'GET', API.adminSiteAuditLogExport, admin.auth);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/resona-site-audit-log-/);
    const [, ...rows] = parseCsv(file.body);
    // The download is on record first, in the site's trail and in no study's.
    expect(rows.map((r) => Number(r[0]))).toEqual(await ofSite());
    expect(rows[0]!.slice(5, 7)).toEqual(['export.download', 'export:site-audit-log']);
    expect((await trail()).entries.map((e) => e.id)).not.toContain(Number(rows[0]![0]));
  });

  it('refuses bad filters in words, and everyone but the site administrator', async () => {
    const refused = async (query: string) =>
      errorOf(await call(app, 'GET', `${API.adminSiteAuditLog}${query}`, admin.auth));
    expect((await refused('?from=2026-02-02&to=2026-02-01')).fields).toEqual({
      to: 'adminDateOrder',
    });
    expect((await refused('?action=drop.table')).fields).toEqual({ action: 'fieldInvalid' });
    const owner = await signInMember(db, clock.now(), { role: 'owner' });
    for (const path of [API.adminSiteAuditLog, API.adminSiteAuditLogExport]) {
      expect(errorOf(await call(app, 'GET', path, owner.auth)).status).toBe(403);
      expect(errorOf(await call(app, 'GET', path, {})).status).toBe(401);
    }
  });
});

describe('the audit table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even from the table owner', async () => {
    const [row] = await db.select({ id: auditLog.id }).from(auditLog).limit(1);
    expect(row).toBeDefined();
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error, 'the statement went through').not.toBeNull();
      const text = `${error!.message} ${(error!.cause as Error | undefined)?.message ?? ''}`;
      expect(text).toContain('audit_log is append-only');
    };
    await refused(sql`UPDATE audit_log SET action = 'cohort.create' WHERE id = ${row!.id}`);
    await refused(sql`DELETE FROM audit_log WHERE id = ${row!.id}`);
    await refused(sql`TRUNCATE audit_log`);
    // The Drizzle way is refused the same.
    await expect(db.delete(auditLog)).rejects.toThrow();
    const [still] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.id, row!.id));
    expect(still).toBeDefined();
  });
});
