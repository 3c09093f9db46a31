import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath, ZArmsResponse } from '@resona/contract';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  armAllocations,
  auditLog,
  randomisationSettings,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import {
  call,
  dataOf,
  expectRunsStudyOnly,
  otherStudy,
  signInAdmin,
  signUpWithCode,
  type Auth,
} from '../test-helpers.ts';

// Arms, randomisation and allocation of two studies on one server (issue 33, decision 108).
const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const b = await otherStudy(db, clock.now());
const other = b.study;

const first = { studyId: 1, auth: admin.auth as Auth };
const second = { studyId: other.id, auth: b.researcher.auth as Auth };
type Side = typeof first;
const at = (side: Side, url: string) => apiPath(url, { studyId: side.studyId });
const armsOf = async (side: Side) =>
  ZArmsResponse.parse((await call(app, 'GET', at(side, API.adminArms), side.auth)).json()).data;

/** A sign-up with the code; the new account's id. */
async function signUp(code: string) {
  const { reply } = await signUpWithCode(app, code);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { data: { user_details: { id: number } } }).data.user_details.id;
}

/** A randomising code of the study (written straight in: the console's batches are not scoped here). */
async function randomisingCode(studyId: number) {
  const [batch] = await db
    .insert(accessCodeBatches)
    .values({ studyId, count: 1, useLimit: 100, randomise: true })
    .returning();
  const code = await buildAccessCode(db, { studyId, useLimit: 100 });
  await db.insert(accessCodeBatchCodes).values({ accessCodeId: code.id, batchId: batch!.id });
  return code.code;
}

describe('two studies', () => {
  const armIds = new Map<number, number[]>();

  it("gives each study its own arms and settings; another study's cohort is not found", async () => {
    for (const side of [first, second]) {
      for (const name of [`Breath ${side.studyId}`, `Care ${side.studyId}`]) {
        const res = await call(app, 'POST', at(side, API.adminArms), side.auth, { name });
        const arm = dataOf<{ arm: { id: number; cohort_id: number } }>(res).arm;
        armIds.set(side.studyId, [...(armIds.get(side.studyId) ?? []), arm.id]);
      }
    }
    const theirs = await armsOf(second);
    expect(theirs.arms.map((a) => a.id)).toEqual(armIds.get(other.id));
    expect((await armsOf(first)).arms.map((a) => a.id)).toEqual(armIds.get(1));
    // An arm on the first study's cohort, asked in the second study: not found.
    const ours = (await armsOf(first)).arms[0]!;
    const onOurs = await call(app, 'POST', at(second, API.adminArms), second.auth, {
      cohort_id: ours.cohort_id,
    });
    expect(errorOf(onOurs)).toMatchObject({ status: 404, type: 'NOT_FOUND' });

    // Settings are a row of each study: the second's first save makes its own.
    const blocks = { method: 'blocks', block_sizes: [2], stratify_by: 'none' };
    dataOf(await call(app, 'POST', at(first, API.adminRandomisation), first.auth, blocks));
    expect((await armsOf(second)).randomisation.saved).toBe(false);
    const table = { method: 'table', stratify_by: 'none' };
    dataOf(await call(app, 'POST', at(second, API.adminRandomisation), second.auth, table));
    const rows = await db
      .select()
      .from(randomisationSettings)
      .orderBy(asc(randomisationSettings.studyId));
    expect(rows.map((r) => [r.studyId, r.method])).toEqual([
      [1, 'blocks'],
      [other.id, 'table'],
    ]);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'randomisation.save', studyId: other.id });
  });

  it("reads a table's arms by the study's own names, and keeps its rows to the study", async () => {
    const upload = (csv: string) =>
      call(app, 'POST', at(second, API.adminAllocationTable), second.auth, { csv });
    expect(errorOf(await upload(`1,all,Breath 1`))).toMatchObject({ status: 400 });
    const names = [`Breath ${other.id}`, `Care ${other.id}`];
    const csv = [1, 2, 3, 4].map((n) => `${n},all,${names[n % 2]}`).join('\n');
    expect(dataOf(await upload(csv))).toEqual({ rows: 4 });
    expect((await armsOf(second)).randomisation.table_rows).toBe(4);
    expect((await armsOf(first)).randomisation.table_rows).toBe(0);
  });

  it('allocates each study within its own arms, sequence and balance, side by side', async () => {
    const codes = { [1]: await randomisingCode(1), [other.id]: await randomisingCode(other.id) };
    for (let i = 0; i < 2; i++) {
      await signUp(codes[1]!);
      await signUp(codes[other.id]!);
    }
    for (const side of [first, second]) {
      const rows = await db
        .select()
        .from(armAllocations)
        .where(eq(armAllocations.studyId, side.studyId))
        .orderBy(asc(armAllocations.id));
      expect(rows.map((r) => r.sequenceNumber)).toEqual([1, 2]);
      const ids = armIds.get(side.studyId)!;
      expect(rows.every((r) => ids.includes(r.armId))).toBe(true);
      // Balanced in the study: one in each of its arms.
      for (const id of ids) expect(rows.filter((r) => r.armId === id)).toHaveLength(1);
      const listed = await armsOf(side);
      expect(listed.arms.map((a) => a.allocated)).toEqual([1, 1]);
      expect(listed.randomisation.started).toBe(true);
      // The allocation list holds the study's own two.
      const pseudonym = pseudonymiser(app.deps.config.dataDir, side.studyId);
      const csv = await call(app, 'GET', at(side, API.adminAllocationsExport), side.auth);
      expect(csv.statusCode).toBe(200);
      const [, ...lines] = parseCsv(csv.body);
      expect(lines.map((l) => l[0]).sort()).toEqual(rows.map((r) => pseudonym(r.userId)).sort());
    }
  }, 60_000);

  it("answers the first study's team 404 in the second study, and its monitor 403", async () => {
    expect(errorOf(await call(app, 'GET', at(second, API.adminArms), admin.auth)).status).toBe(404);
    for (const url of [API.adminArms, API.adminRandomisation, API.adminAllocationsExport]) {
      const method = url === API.adminRandomisation ? 'POST' : 'GET';
      await expectRunsStudyOnly(app, db, clock.now(), { method, url });
    }
  });
});
