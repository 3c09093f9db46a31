import { eq } from 'drizzle-orm';
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
  accessCodeRedemptions,
  accessCodes,
  cohorts,
  planWhitelist,
  users,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { call, dataOf, signInAdmin } from '../test-helpers.ts';

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
    const email = uniqueEmail('pilot');
    const signup = await app.inject({
      method: 'POST',
      url: API.signup,
      payload: {
        email,
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
        access_code: code.toLowerCase(),
        meditation: 2,
        age_group: 3,
        gender_id: 1,
        default_language: 1,
      },
    });
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
