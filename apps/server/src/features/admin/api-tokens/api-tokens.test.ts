import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath, type StudyRole, type TStudyApiToken } from '@resona/contract';
import { auditLog, studies, studyApiTokens, studyMembers } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { newStudyToken } from '../../../core/study-tokens.ts';
import { buildStudy, joinTeam } from '../../../test/factories.ts';
import {
  call,
  dataOf,
  signInAdmin,
  signInMember,
  signInParticipant,
  type Auth,
} from '../test-helpers.ts';

const { app, db, clock, logs } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const DAY = 86_400_000;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
type Created = { token: TStudyApiToken; secret: string };

async function create(body: unknown = { name: 'Nightly pull' }) {
  return dataOf<Created>(await call(app, 'POST', API.adminApiTokens, admin.auth, body));
}
const exportWith = (secret: string, kind = 'participants', query = '') =>
  call(app, 'GET', `${apiPath(API.adminExport, { kind })}${query}`, bearer(secret));

/** A second study with a token of its own, put straight into the tables. */
async function otherStudyToken() {
  const [study] = await db
    .insert(studies)
    .values({ name: `Other ${crypto.randomUUID()}`, status: 'recruiting' })
    .returning();
  const secret = newStudyToken();
  const [row] = await db
    .insert(studyApiTokens)
    .values({
      studyId: study!.id,
      userId: admin.user.id,
      name: 'Theirs',
      tokenHash: hashToken(secret),
      expiresAt: new Date(clock.now().getTime() + DAY),
    })
    .returning();
  return { id: row!.id, secret };
}

const auditOf = (action: string) =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe('the study API tokens in the console', () => {
  it('makes a token whose secret is answered once, kept as its hash, on record', async () => {
    const { token, secret } = await create({ name: '  Nightly pull ', expires_in_days: 30 });
    expect(secret).toMatch(/^rsn_study_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Nightly pull',
      created_by: admin.user.email,
      last_used_at: null,
      revoked_at: null,
    });
    const days = (Date.parse(token.expires_at) - Date.parse(token.created_at)) / DAY;
    expect(days).toBe(30);
    const [row] = await db.select().from(studyApiTokens).where(eq(studyApiTokens.id, token.id));
    expect(row).toMatchObject({ studyId: 1, userId: admin.user.id, tokenHash: hashToken(secret) });
    const list = dataOf<{ tokens: TStudyApiToken[] }>(
      await call(app, 'GET', API.adminApiTokens, admin.auth),
    );
    expect(list.tokens.find((t) => t.id === token.id)).toEqual(token);
    expect(JSON.stringify(list)).not.toContain(secret);
    const created = (await auditOf('api-token.create')).find(
      (e) => e.target === `api-token:${token.id}`,
    );
    expect(created).toMatchObject({ actorId: admin.user.id, source: 'console', studyId: 1 });
    expect(JSON.stringify(created)).not.toContain(secret);
  });

  it('lasts 90 days unless told, 1 to 365', async () => {
    const { token } = await create({ name: 'Default' });
    expect((Date.parse(token.expires_at) - Date.parse(token.created_at)) / DAY).toBe(90);
    for (const days of [1, 365]) await create({ name: `Days ${days}`, expires_in_days: days });
  });

  it.each([
    [{}, { name: 'fieldRequired' }],
    [{ name: '   ' }, { name: 'fieldRequired' }],
    [{ name: 'x'.repeat(61) }, { name: 'fieldInvalid' }],
    [{ name: 'a\u0000b' }, { name: 'textControlCharacters' }],
    [{ name: 'A', expires_in_days: 0 }, { expires_in_days: 'fieldInvalid' }],
    [{ name: 'A', expires_in_days: 366 }, { expires_in_days: 'fieldInvalid' }],
    [{ name: 'A', expires_in_days: 1.5 }, { expires_in_days: 'fieldInvalid' }],
    [{ name: 'A', expires_in_days: 'soon' }, { expires_in_days: 'fieldRequired' }],
  ])('refuses %j', async (body, fields) => {
    const res = await call(app, 'POST', API.adminApiTokens, admin.auth, body);
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR', fields });
  });

  it('revokes a token once, on record; an unknown or another study’s token is not found', async () => {
    const { token, secret } = await create({ name: 'To revoke' });
    const url = apiPath(API.adminApiTokenRevoke, { id: token.id });
    const first = dataOf<{ token: TStudyApiToken }>(await call(app, 'POST', url, admin.auth));
    expect(first.token.revoked_at).not.toBeNull();
    const again = dataOf<{ token: TStudyApiToken }>(await call(app, 'POST', url, admin.auth));
    expect(again.token.revoked_at).toBe(first.token.revoked_at);
    const revoked = (await auditOf('api-token.revoke')).filter(
      (e) => e.target === `api-token:${token.id}`,
    );
    expect(revoked).toHaveLength(1);
    expect((await exportWith(secret)).statusCode).toBe(401);

    const theirs = await otherStudyToken();
    for (const id of [theirs.id, 999_999]) {
      const res = await call(app, 'POST', apiPath(API.adminApiTokenRevoke, { id }), admin.auth);
      expect(errorOf(res)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    }
    const [row] = await db.select().from(studyApiTokens).where(eq(studyApiTokens.id, theirs.id));
    expect(row!.revokedAt).toBeNull();
    const list = dataOf<{ tokens: TStudyApiToken[] }>(
      await call(app, 'GET', API.adminApiTokens, admin.auth),
    );
    expect(list.tokens.map((t) => t.id)).not.toContain(theirs.id);
  });

  it('answers 401 signed out and 403 to a participant', async () => {
    const participant = await signInParticipant(db, clock.now());
    const urls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', API.adminApiTokens],
      ['POST', API.adminApiTokens, { name: 'Mine' }],
      ['POST', apiPath(API.adminApiTokenRevoke, { id: 1 })],
    ];
    for (const [method, url, body] of urls) {
      expect(errorOf(await call(app, method, url, {}, body))).toMatchObject({ status: 401 });
      expect(errorOf(await call(app, method, url, participant.auth, body))).toMatchObject({
        status: 403,
      });
    }
  });
});

describe('a study API token', () => {
  it('downloads each pseudonymous export, the codebook and the REDCap files, each use on record', async () => {
    const { token, secret } = await create({ name: 'R script' });
    const urls = [
      ...['participants', 'sessions', 'survey-answers', 'feedback'].map((kind) =>
        apiPath(API.adminExport, { kind }),
      ),
      apiPath(API.adminCodebook, { name: 'sessions' }),
      apiPath(API.adminRedcap, { file: 'dictionary' }),
      apiPath(API.adminRedcap, { file: 'records' }),
    ];
    const before = (await auditOf('export.download')).length;
    for (const url of urls) {
      const res = await call(app, 'GET', url, bearer(secret));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
    }
    const participants = parseCsv((await exportWith(secret)).body);
    expect(participants[0]).toContain('participant_id');
    expect(participants[0]).not.toContain('email');

    const uses = (await auditOf('export.download')).slice(before);
    expect(uses).toHaveLength(urls.length + 1);
    for (const use of uses) {
      expect(use).toMatchObject({
        source: 'api-token',
        actorId: admin.user.id,
        actorName: `#${token.id} R script`,
        studyId: 1,
      });
    }
    const [row] = await db.select().from(studyApiTokens).where(eq(studyApiTokens.id, token.id));
    expect(row!.lastUsedAt).not.toBeNull();
    // The audit trail's own file names the token and its maker.
    const trail = await call(app, 'GET', API.adminAuditLogExport, admin.auth);
    expect(trail.body).toContain(`API token #${token.id} R script (${admin.user.email})`);
  });

  it('refuses include_email in words', async () => {
    const { secret } = await create({ name: 'Greedy' });
    for (const res of [
      await exportWith(secret, 'participants', '?include_email=1'),
      await call(
        app,
        'GET',
        `${apiPath(API.adminRedcap, { file: 'records' })}?include_email=1`,
        bearer(secret),
      ),
    ]) {
      expect(errorOf(res)).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        fields: { include_email: 'apiTokenPseudonymous' },
      });
    }
  });

  it('opens no other call: each answers 401, as an unknown token would', async () => {
    const { secret } = await create({ name: 'Scoped' });
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', API.adminOverview],
      ['GET', API.adminApiTokens],
      ['POST', API.adminApiTokens, { name: 'Another' }],
      ['GET', API.adminAuditLogExport],
      ['GET', API.adminAccessCodesExport],
      ['GET', API.adminEarlyAccessExport],
      ['GET', API.profileInfo],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(app, method, url, bearer(secret), body);
      expect(errorOf(res), url).toMatchObject({ status: 401, type: 'UNAUTHORIZED' });
    }
    const unknown = await exportWith(newStudyToken());
    expect(errorOf(unknown)).toMatchObject({ status: 401, type: 'UNAUTHORIZED' });
  });

  it('stops at its expiry', async () => {
    const { secret } = await create({ name: 'Short', expires_in_days: 1 });
    expect((await exportWith(secret)).statusCode).toBe(200);
    clock.advance(DAY + 1000);
    expect(errorOf(await exportWith(secret))).toMatchObject({ status: 401 });
    clock.advance(-(DAY + 1000));
  });

  it("stops when its maker leaves the study's team, or moves to a role that takes no data", async () => {
    const tokenOf = async (auth: Auth) =>
      dataOf<Created>(await call(app, 'POST', API.adminApiTokens, auth, { name: 'Leaver' })).secret;
    const leaver = await signInMember(db, clock.now(), { role: 'researcher' });
    const leaving = await tokenOf(leaver.auth);
    expect((await exportWith(leaving)).statusCode).toBe(200);
    await db
      .delete(studyMembers)
      .where(and(eq(studyMembers.studyId, 1), eq(studyMembers.userId, leaver.user.id)));
    expect(errorOf(await exportWith(leaving))).toMatchObject({ status: 401 });

    const mover = await signInMember(db, clock.now(), { role: 'analyst' });
    const moving = await tokenOf(mover.auth);
    expect((await exportWith(moving)).statusCode).toBe(200);
    await joinTeam(db, mover.user.id, { role: 'monitor' });
    expect(errorOf(await exportWith(moving))).toMatchObject({ status: 401 });
    // Back in a role that takes the data, the token opens it again until it expires.
    await joinTeam(db, mover.user.id, { role: 'researcher' });
    expect((await exportWith(moving)).statusCode).toBe(200);
  });

  it("of another study never reaches this study's data, nor is its use stamped", async () => {
    const theirs = await otherStudyToken();
    expect(errorOf(await exportWith(theirs.secret))).toMatchObject({ status: 401 });
    const [row] = await db
      .select()
      .from(studyApiTokens)
      .where(and(eq(studyApiTokens.id, theirs.id)));
    expect(row!.lastUsedAt).toBeNull();
  });

  it('never reaches the log', async () => {
    const { secret } = await create({ name: 'Quiet' });
    await exportWith(secret);
    await call(app, 'GET', API.adminOverview, bearer(secret));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(secret);
    expect(logs.join('\n')).not.toContain(secret.slice('rsn_study_'.length));
  });
});

describe("each study's tokens", () => {
  const list = async (auth: Auth, studyId: number) =>
    dataOf<{ tokens: TStudyApiToken[] }>(
      await call(app, 'GET', apiPath(API.adminApiTokens, { studyId }), auth),
    ).tokens.map((t) => t.id);
  const make = async (auth: Auth, studyId: number, name: string) =>
    dataOf<Created>(
      await call(app, 'POST', apiPath(API.adminApiTokens, { studyId }), auth, { name }),
    );
  const revoke = (auth: Auth, studyId: number, id: number) =>
    call(app, 'POST', apiPath(API.adminApiTokenRevoke, { studyId, id }), auth);

  it("opens its own study's files only: on another study's path it is unknown (401)", async () => {
    const other = await buildStudy(db);
    const researcher = await signInMember(db, clock.now(), {
      role: 'researcher',
      studyId: other.id,
    });
    const { token, secret } = await make(researcher.auth, other.id, 'Theirs');
    const [row] = await db.select().from(studyApiTokens).where(eq(studyApiTokens.id, token.id));
    expect(row).toMatchObject({ studyId: other.id, userId: researcher.user.id });
    const theirs = apiPath(API.adminExport, { kind: 'participants', studyId: other.id });
    expect((await call(app, 'GET', theirs, bearer(secret))).statusCode).toBe(200);
    const [used] = await db.select().from(studyApiTokens).where(eq(studyApiTokens.id, token.id));
    clock.advance(1000);
    expect(errorOf(await exportWith(secret))).toMatchObject({ status: 401, type: 'UNAUTHORIZED' });
    const [after] = await db.select().from(studyApiTokens).where(eq(studyApiTokens.id, token.id));
    expect(after!.lastUsedAt).toEqual(used!.lastUsedAt);
    clock.advance(-1000);

    // Neither study lists, nor revokes, the other's tokens.
    const mine = await create({ name: 'Mine' });
    expect(await list(researcher.auth, other.id)).toEqual([token.id]);
    expect(await list(admin.auth, 1)).not.toContain(token.id);
    expect(errorOf(await revoke(researcher.auth, other.id, mine.token.id)).status).toBe(404);
    expect(errorOf(await revoke(admin.auth, 1, token.id)).status).toBe(404);
    expect(errorOf(await revoke(researcher.auth, 1, mine.token.id)).status).toBe(404);
    expect(errorOf(await call(app, 'GET', API.adminApiTokens, researcher.auth)).status).toBe(404);
  });

  it('shows an analyst their own tokens only; who runs the study sees and revokes them all', async () => {
    const other = await buildStudy(db);
    const member = (role: StudyRole) => signInMember(db, clock.now(), { role, studyId: other.id });
    const [owner, analyst, colleague, monitor] = await Promise.all([
      member('owner'),
      member('analyst'),
      member('analyst'),
      member('monitor'),
    ]);
    const owners = await make(owner.auth, other.id, 'Owner’s');
    const analysts = await make(analyst.auth, other.id, 'Analyst’s');
    const colleagues = await make(colleague.auth, other.id, 'Colleague’s');
    expect(await list(analyst.auth, other.id)).toEqual([analysts.token.id]);
    expect((await list(owner.auth, other.id)).sort()).toEqual(
      [owners.token.id, analysts.token.id, colleagues.token.id].sort(),
    );
    for (const id of [owners.token.id, colleagues.token.id]) {
      expect(errorOf(await revoke(analyst.auth, other.id, id)).status).toBe(404);
    }
    expect((await revoke(analyst.auth, other.id, analysts.token.id)).statusCode).toBe(200);
    const revoked = dataOf<{ token: TStudyApiToken }>(
      await revoke(owner.auth, other.id, colleagues.token.id),
    );
    expect(revoked.token.revoked_at).not.toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `api-token:${colleagues.token.id}`))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ action: 'api-token.create', studyId: other.id });

    // A monitor reads the study but takes none of its data: no tokens either.
    for (const res of [
      await call(app, 'GET', apiPath(API.adminApiTokens, { studyId: other.id }), monitor.auth),
      await call(app, 'POST', apiPath(API.adminApiTokens, { studyId: other.id }), monitor.auth, {
        name: 'Mine',
      }),
      await revoke(monitor.auth, other.id, owners.token.id),
    ]) {
      expect(errorOf(res)).toMatchObject({ status: 403, type: 'FORBIDDEN' });
    }
  });
});
