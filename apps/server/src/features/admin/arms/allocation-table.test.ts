import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@resona/contract';
import { armAllocations, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { call, dataOf, signInAdmin } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const en = MESSAGES.en;

const upload = (csv: string) => call(app, 'POST', API.adminAllocationTable, admin.auth, { csv });

/** A participant of the given gender redeeming the code at /algorithm. */
async function redeem(code: string, genderId: number) {
  const person = await buildSignedInUser(db, clock.now(), { genderId, ageGroupId: 2 });
  const res = await app.inject({
    method: 'POST',
    url: API.finishSignup,
    headers: person.auth,
    payload: { access_code: code },
  });
  return { res, person };
}

describe('an uploaded allocation table, stratified by gender', () => {
  let code = '';
  const armOf = new Map<number, string>();

  it('refuses a table before settings exist, then sets up two arms and the table method', async () => {
    expect(errorOf(await upload('1,all,Alpha'))).toMatchObject({
      status: 400,
      fields: { csv: 'adminRandomiseNeedsArms' },
    });
    for (const name of ['Alpha', 'Beta']) {
      const arm = dataOf<{ arm: { id: number } }>(
        await call(app, 'POST', API.adminArms, admin.auth, { name }),
      ).arm;
      armOf.set(arm.id, name);
    }
    dataOf(
      await call(app, 'POST', API.adminRandomisation, admin.auth, {
        method: 'table',
        stratify_by: 'gender',
      }),
    );
  });

  it('refuses bad lines with the line number', async () => {
    const cases: [string, string][] = [
      ['sequence,stratum,arm\n1,gender=1,Alpha\n2,all,Beta', 'Line 2 of the allocation table'],
      ['1,gender=1,Gamma', 'Line 1 of the allocation table'],
      ['1,gender=1,Alpha\nx,gender=1,Alpha', 'Line 2 of the allocation table'],
      ['1,gender=1', 'Line 1 of the allocation table'],
      ['1,gender=1,Alpha\n1,gender=1,Beta', en.adminTableDuplicate.replace('{{line}}', '2')],
    ];
    for (const [csv, message] of cases) {
      const error = errorOf(await upload(csv));
      expect(error.status, csv).toBe(400);
      expect(error.message, csv).toContain(message);
      expect(error.fields).toEqual({ csv: 'adminTableInvalid' });
    }
    expect(errorOf(await upload('  ')).fields).toEqual({ csv: 'fieldRequired' });
  });

  it('follows the table in sequence order within each stratum', async () => {
    const res = await upload(
      [
        'sequence,stratum,arm',
        '3,gender=1,alpha',
        '1,gender=1,Beta',
        '2,gender=1,Beta',
        '1,gender=2,Alpha',
      ].join('\n'),
    );
    expect(res.json()).toMatchObject({
      message: 'Allocation table saved: 4 rows',
      data: { rows: 4 },
    });
    const batch = dataOf<{ codes: { code: string }[] }>(
      await call(app, 'POST', API.adminAccessCodes, admin.auth, {
        count: 1,
        use_limit: 50,
        randomise: true,
      }),
    );
    code = batch.codes[0]!.code;
    const order: string[] = [];
    for (const gender of [1, 2, 1, 1]) {
      const { res: reply, person } = await redeem(code, gender);
      expect(reply.statusCode, reply.body).toBe(200);
      const [row] = await db
        .select()
        .from(armAllocations)
        .where(eq(armAllocations.userId, person.user.id));
      order.push(`${row!.stratum}#${row!.sequenceNumber}:${armOf.get(row!.armId)}`);
    }
    expect(order).toEqual([
      'gender=1#1:Beta',
      'gender=2#1:Alpha',
      'gender=1#2:Beta',
      'gender=1#3:Alpha',
    ]);
  });

  it('refuses a redemption clearly when the stratum has no row left, and redeems nothing', async () => {
    const { res, person } = await redeem(code, 2);
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'INVALID_ACCESS_CODE',
      message: en.studyFull,
    });
    const [row] = await db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.isSubscribed).toBe(false);
    const mine = await db
      .select()
      .from(armAllocations)
      .where(eq(armAllocations.userId, person.user.id));
    expect(mine).toHaveLength(0);
    const strata = dataOf<{ strata: { stratum: string; table_rows_left: number }[] }>(
      await call(app, 'GET', API.adminArms, admin.auth),
    ).strata;
    expect(strata.map((s) => [s.stratum, s.table_rows_left])).toEqual([
      ['gender=1', 0],
      ['gender=2', 0],
    ]);
  });

  it('takes a longer table that keeps the used slots, and refuses one that rewrites them', async () => {
    const used = '1,gender=1,Beta\n2,gender=1,Beta\n3,gender=1,Alpha\n1,gender=2,Alpha';
    expect(
      errorOf(await upload('1,gender=1,Alpha\n2,gender=1,Beta\n3,gender=1,Alpha')),
    ).toMatchObject({
      status: 400,
      message: en.adminTableUsedRowChanged.replace('{{slot}}', 'gender=1, 1'),
    });
    expect(dataOf(await upload(`${used}\n2,gender=2,Beta`))).toEqual({ rows: 5 });
    const { res, person } = await redeem(code, 2);
    expect(res.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(armAllocations)
      .where(eq(armAllocations.userId, person.user.id))
      .orderBy(asc(armAllocations.id));
    expect([row!.stratum, row!.sequenceNumber, armOf.get(row!.armId), row!.blockNumber]).toEqual([
      'gender=2',
      2,
      'Beta',
      null,
    ]);
  });
});
