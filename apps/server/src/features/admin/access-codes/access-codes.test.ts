import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  MESSAGES,
  ZCreateCodeBatchResponse,
  ZListAccessCodesResponse,
  ZSignupResponse,
  type TAdminAccessCode,
} from '@resona/contract';
import {
  accessCodeBatches,
  accessCodeRedemptions,
  accessCodes,
  cohorts,
  FIRST_STUDY_ID,
  planWhitelist,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { call, dataOf, otherStudy, signInAdmin, signUpWithCode } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const en = MESSAGES.en;
const STUDY_PLAN = 4; // the seeded whitelisted "Study" plan (db/seed/plans.ts)

const createBatch = (body: Record<string, unknown>) =>
  call(app, 'POST', API.adminAccessCodes, admin.auth, body);

describe('POST admin/access-codes (a batch)', () => {
  it('makes count codes from the unambiguous alphabet, with a new cohort, in one go', async () => {
    const expires = new Date(clock.now().getTime() + 30 * 86_400_000).toISOString();
    const res = await createBatch({
      count: 5,
      use_limit: 2,
      expires_at: expires,
      cohort_name: 'Spring group',
    });
    const body = ZCreateCodeBatchResponse.parse(res.json());
    expect(body.message).toBe('5 access codes created');
    expect(body.data.codes).toHaveLength(5);
    expect(new Set(body.data.codes.map((c) => c.code)).size).toBe(5);
    for (const code of body.data.codes) {
      expect(code.code).toMatch(/^RSN-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(code).toMatchObject({
        use_limit: 2,
        uses: 0,
        state: 'usable',
        expires_at: expires,
        cohort_name: 'Spring group',
        batch_id: body.data.batch_id,
        plan_name: null,
      });
    }
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, body.data.cohort_id!));
    expect(cohort!.name).toBe('Spring group');
  });

  it('refuses bad input with the field and its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ use_limit: 1 }, 'count', en.fieldRequired],
      [{ count: 0, use_limit: 1 }, 'count', en.adminCodeCountRange],
      [{ count: 501, use_limit: 1 }, 'count', en.adminCodeCountRange],
      [{ count: 1.5, use_limit: 1 }, 'count', en.fieldInvalid],
      [{ count: 1, use_limit: 0 }, 'use_limit', en.adminUseLimitRange],
      [{ count: 1, use_limit: 1, expires_at: 'tomorrow' }, 'expires_at', en.fieldInvalid],
      [
        { count: 1, use_limit: 1, cohort_id: 1, cohort_name: 'X' },
        'cohort_name',
        en.adminCohortEitherOr,
      ],
      // An expiry already past, checked against the server's clock.
      [
        {
          count: 1,
          use_limit: 1,
          expires_at: new Date(clock.now().getTime() - 1000).toISOString(),
        },
        'expires_at',
        en.adminExpiryPast,
      ],
      // A new cohort whose name is taken, whatever its case.
      [{ count: 1, use_limit: 1, cohort_name: 'PILOT' }, 'cohort_name', en.adminCohortNameTaken],
    ];
    await createBatch({ count: 1, use_limit: 1, cohort_name: 'Pilot' });
    for (const [body, field, message] of cases) {
      const error = errorOf(await createBatch(body));
      expect(error, JSON.stringify(body)).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
      expect(error.fields?.[field], JSON.stringify(body)).toBe(
        Object.entries(en).find(([, text]) => text === message)![0],
      );
    }
    expect(errorOf(await createBatch({ count: 1, use_limit: 1, cohort_id: 99_999 })).status).toBe(
      404,
    );
    expect(errorOf(await createBatch({ count: 1, use_limit: 1, plan_id: 99_999 })).status).toBe(
      404,
    );
  });

  it('is redeemed through the normal sign-up and finish-signup, joining the cohort and the plan', async () => {
    const batch = dataOf<{ codes: TAdminAccessCode[]; cohort_id: number }>(
      await createBatch({ count: 2, use_limit: 1, cohort_name: 'Pilot two', plan_id: STUDY_PLAN }),
    );
    const code = batch.codes[0]!.code;
    const { reply: signup, email } = await signUpWithCode(app, code.toLowerCase());
    const token = ZSignupResponse.parse(signup.json()).data.user_details.auth_token;
    const auth = { authorization: `Bearer ${token}` };
    // The participant follows the verification mail (verification.test.ts covers the link):
    // finish-signup is for verified accounts (decision 045).
    await db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    const finish = await call(app, 'POST', API.finishSignup, auth, { access_code: code });
    expect(finish.statusCode, finish.body).toBe(200);

    const [user] = await db.select().from(users).where(eq(users.email, email));
    const [redeemed] = await db
      .select()
      .from(accessCodeRedemptions)
      .where(eq(accessCodeRedemptions.userId, user!.id));
    expect(redeemed!.accessCodeId).toBe(batch.codes[0]!.id);
    const whitelisted = await db.select().from(planWhitelist).where(eq(planWhitelist.email, email));
    expect(whitelisted.map((w) => w.planId)).toEqual([STUDY_PLAN]);

    const list = ZListAccessCodesResponse.parse(
      (
        await call(app, 'GET', `${API.adminAccessCodes}?cohort_id=${batch.cohort_id}`, admin.auth)
      ).json(),
    ).data;
    // Newest first: the batch reply lists its codes in the same order.
    expect(list.codes.map((c) => [c.code, c.uses, c.state])).toEqual(
      batch.codes.map((c) => [
        c.code,
        c.code === code ? 1 : 0,
        c.code === code ? 'used_up' : 'usable',
      ]),
    );
    const members = dataOf<{ members: { email: string; code: string }[] }>(
      await call(app, 'GET', apiPath(API.adminCohortMembers, { id: batch.cohort_id }), admin.auth),
    );
    expect(members.members).toMatchObject([{ email, code }]);
  });
});

describe('GET admin/access-codes, revoke and export', () => {
  it('pages newest first with a cursor', async () => {
    const batch = dataOf<{ batch_id: number; codes: TAdminAccessCode[] }>(
      await createBatch({ count: 150, use_limit: 1 }),
    );
    const url = `${API.adminAccessCodes}?batch_id=${batch.batch_id}`;
    const first = ZListAccessCodesResponse.parse((await call(app, 'GET', url, admin.auth)).json());
    expect(first.data.codes).toHaveLength(100);
    const second = ZListAccessCodesResponse.parse(
      (await call(app, 'GET', `${url}&cursor=${first.data.next_cursor}`, admin.auth)).json(),
    );
    expect(second.data.codes).toHaveLength(50);
    expect(second.data.next_cursor).toBeNull();
    const seen = [...first.data.codes, ...second.data.codes].map((c) => c.id);
    expect(seen).toEqual(batch.codes.map((c) => c.id).sort((a, b) => b - a));
    expect(
      errorOf(await call(app, 'GET', `${API.adminAccessCodes}?cursor=abc`, admin.auth)).status,
    ).toBe(400);
  });

  it('revokes a code so it can no longer be redeemed, and says 404 for an unknown one', async () => {
    const [code] = dataOf<{ codes: TAdminAccessCode[] }>(
      await createBatch({ count: 1, use_limit: 5 }),
    ).codes;
    const res = await call(
      app,
      'POST',
      apiPath(API.adminAccessCodeRevoke, { id: code!.id }),
      admin.auth,
    );
    expect(res.json()).toMatchObject({
      message: 'Access code revoked',
      data: { code: { state: 'revoked' } },
    });
    const participant = await app.inject({
      method: 'POST',
      url: API.finishSignup,
      headers: (await signInAdmin(db, clock.now())).auth,
      payload: { access_code: code!.code },
    });
    expect(errorOf(participant).type).toBe('INVALID_ACCESS_CODE');
    const unknown = await call(
      app,
      'POST',
      apiPath(API.adminAccessCodeRevoke, { id: 99_999 }),
      admin.auth,
    );
    expect(errorOf(unknown).status).toBe(404);
  });

  it('exports the codes of a batch as CSV, exactly', async () => {
    const data = dataOf<{ batch_id: number; codes: TAdminAccessCode[] }>(
      await createBatch({ count: 2, use_limit: 3, cohort_name: 'Export, "quoted"' }),
    );
    const [older, newer] = data.codes.slice().sort((a, b) => a.id - b.id);
    await db.update(accessCodes).set({ uses: 3 }).where(eq(accessCodes.id, older!.id));
    const res = await call(
      app,
      'GET',
      `${API.adminAccessCodesExport}?batch_id=${data.batch_id}`,
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="resona-access-codes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const batch = `${data.batch_id}`;
    const created = newer!.created_at;
    const cohort = 'Export, "quoted"';
    expect(parseCsv(res.body)).toEqual([
      [
        'code',
        'state',
        'uses',
        'use_limit',
        'expires_at',
        'revoked_at',
        'cohort',
        'batch',
        'plan',
        'created_at',
      ],
      [newer!.code, 'usable', '0', '3', '', '', cohort, batch, '', created],
      [older!.code, 'used_up', '3', '3', '', '', cohort, batch, '', created],
    ]);
  });
});

describe("a study's codes are its own (decision 108)", () => {
  type Batch = { batch_id: number; cohort_id: number; codes: TAdminAccessCode[] };
  const codesIn = async (url: string, auth: Record<string, string>) =>
    ZListAccessCodesResponse.parse((await call(app, 'GET', url, auth)).json()).data.codes.map(
      (c) => c.id,
    );

  it("makes a batch, its codes and its cohort in the caller's study, and shows no other study's", async () => {
    const b = await otherStudy(db, clock.now());
    const site = await buildAccessCode(db, { studyId: null });
    const ours = dataOf<Batch>(
      await createBatch({ count: 2, use_limit: 1, cohort_name: 'Same name' }),
    );
    // Another study may name its cohort as ours: the name is unique within a study.
    const theirs = dataOf<Batch>(
      await call(app, 'POST', b.path(API.adminAccessCodes), b.researcher.auth, {
        count: 1,
        use_limit: 1,
        cohort_name: 'Same name',
      }),
    );
    const [batch] = await db
      .select()
      .from(accessCodeBatches)
      .where(eq(accessCodeBatches.id, theirs.batch_id));
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, theirs.cohort_id));
    const rows = await db
      .select()
      .from(accessCodes)
      .where(
        inArray(
          accessCodes.id,
          [...ours.codes, ...theirs.codes].map((c) => c.id),
        ),
      );
    expect([batch!.studyId, cohort!.studyId]).toEqual([b.study.id, b.study.id]);
    expect(rows.map((r) => [r.id, r.studyId]).sort()).toEqual(
      [
        ...ours.codes.map((c) => [c.id, FIRST_STUDY_ID]),
        ...theirs.codes.map((c) => [c.id, b.study.id]),
      ].sort(),
    );

    // Each study lists its own codes only; a site code is in no study's list.
    const theirIds = theirs.codes.map((c) => c.id);
    expect(await codesIn(b.path(API.adminAccessCodes), b.researcher.auth)).toEqual(theirIds);
    const ourList = await codesIn(API.adminAccessCodes, admin.auth);
    expect(ourList).toEqual(expect.arrayContaining(ours.codes.map((c) => c.id)));
    expect(ourList).not.toContain(theirIds[0]);
    expect(ourList).not.toContain(site.id);
    // Our batch and cohort filter nothing in for them; the file holds their code alone.
    for (const filter of [`batch_id=${ours.batch_id}`, `cohort_id=${ours.cohort_id}`]) {
      expect(await codesIn(`${b.path(API.adminAccessCodes)}?${filter}`, b.researcher.auth)).toEqual(
        [],
      );
    }
    const file = await call(app, 'GET', b.path(API.adminAccessCodesExport), b.researcher.auth);
    expect(
      parseCsv(file.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([theirs.codes[0]!.code]);
  });

  it("answers another study's code and cohort as unknown, and is for those who run the study", async () => {
    const b = await otherStudy(db, clock.now());
    const ours = dataOf<Batch>(await createBatch({ count: 1, use_limit: 1, cohort_name: 'Ours' }));
    const code = ours.codes[0]!;
    const revoke = await call(
      app,
      'POST',
      b.path(API.adminAccessCodeRevoke, { id: code.id }),
      b.researcher.auth,
    );
    expect(errorOf(revoke).status).toBe(404);
    const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row!.revokedAt).toBeNull();
    const site = await buildAccessCode(db, { studyId: null });
    const siteRevoke = await call(
      app,
      'POST',
      apiPath(API.adminAccessCodeRevoke, { id: site.id }),
      admin.auth,
    );
    expect(errorOf(siteRevoke).status).toBe(404);
    const intoOurs = await call(app, 'POST', b.path(API.adminAccessCodes), b.researcher.auth, {
      count: 1,
      use_limit: 1,
      cohort_id: ours.cohort_id,
    });
    expect(errorOf(intoOurs).status).toBe(404);

    // Our study does not exist for their team; their monitor and analyst do not run theirs.
    expect(errorOf(await call(app, 'GET', API.adminAccessCodes, b.researcher.auth)).status).toBe(
      404,
    );
    for (const member of [b.monitor, b.analyst]) {
      for (const [method, path] of [
        ['GET', API.adminAccessCodes],
        ['POST', API.adminAccessCodes],
        ['GET', API.adminAccessCodesExport],
      ] as const) {
        const res = await call(app, method, b.path(path), member.auth, { count: 1, use_limit: 1 });
        expect(errorOf(res), `${method} ${path}`).toMatchObject({ status: 403, type: 'FORBIDDEN' });
      }
    }
  });
});
