import { asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZArmsResponse, ZCreateArmResponse } from '@resona/contract';
import {
  armAllocations,
  auditLog,
  planWhitelist,
  programItems,
  programs,
  randomisationSettings,
  studyArms,
  users,
} from '../../../db/schema/index.ts';
import { permutedBlock } from '../../../lib/permuted-blocks.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { EXERCISE, get } from '../../sessions/test-helpers.ts';
import { call, dataOf, signInAdmin, signUpWithCode } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const en = MESSAGES.en;
const STUDY_PLAN = 4; // the seeded whitelisted "Study" plan (db/seed/plans.ts)
const ARM_A = 'Slow breathing arm';
const ARM_B = 'Usual care arm';
/** A program item's fixed rhythm (decision 101). */
const BOX = {
  name: 'Box 4-4-4-4',
  timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  ramp: null,
};

const arms = async () =>
  ZArmsResponse.parse((await call(app, 'GET', API.adminArms, admin.auth)).json()).data;
const addArm = (body: object) => call(app, 'POST', API.adminArms, admin.auth, body);
const saveSettings = (body: object) => call(app, 'POST', API.adminRandomisation, admin.auth, body);
const lastAuditId = async () =>
  (await db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))).at(-1)?.id ?? 0;
const auditSince = (id: number) =>
  db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

/** A sign-up with the code, as a person does it (each from an address of its own). */
const signUp = async (code: string) => (await signUpWithCode(app, code)).reply;

async function randomisingCode(useLimit = 100) {
  const batch = dataOf<{ codes: { code: string }[] }>(
    await call(app, 'POST', API.adminAccessCodes, admin.auth, {
      count: 1,
      use_limit: useLimit,
      randomise: true,
    }),
  );
  return batch.codes[0]!.code;
}

describe('arms and their randomisation in the console', () => {
  it('refuses a randomising batch before there are two arms and settings', async () => {
    const res = await call(app, 'POST', API.adminAccessCodes, admin.auth, {
      count: 1,
      use_limit: 1,
      randomise: true,
    });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      message: en.adminRandomiseNeedsArms,
      fields: { randomise: 'adminRandomiseNeedsArms' },
    });
  });

  it('adds arms on new cohorts with a copied program and a plan, and refuses bad input', async () => {
    const program = dataOf<{ program: { id: number } }>(
      await call(app, 'POST', API.adminPrograms, admin.auth, {
        title: 'Ten minutes a day',
        cohort_id: dataOf<{ cohort: { id: number } }>(
          await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'Template' }),
        ).cohort.id,
        items: [
          { exercise_id: EXERCISE, due_date: '2030-01-02', rhythm: BOX },
          { exercise_id: EXERCISE, due_date: '2030-01-03' },
        ],
      }),
    ).program;
    const before = await lastAuditId();
    const created = ZCreateArmResponse.parse(
      (await addArm({ name: ARM_A, program_id: program.id, plan_id: STUDY_PLAN })).json(),
    );
    expect(created.message).toBe(en.adminArmCreated);
    expect(created.data.arm).toMatchObject({
      name: ARM_A,
      programs: ['Ten minutes a day'],
      plan_id: STUDY_PLAN,
      weight: 1,
      allocated: 0,
    });
    // The arm's copy of the program keeps each item's rhythm: its protocol is breathed as written.
    const copied = await db
      .select({ dueDate: programItems.dueDate, rhythm: programItems.rhythm })
      .from(programItems)
      .innerJoin(programs, eq(programs.id, programItems.programId))
      .where(eq(programs.cohortId, created.data.arm.cohort_id))
      .orderBy(asc(programItems.dueDate));
    expect(copied).toEqual([
      { dueDate: '2030-01-02', rhythm: BOX },
      { dueDate: '2030-01-03', rhythm: null },
    ]);
    // The new cohort's row, then the arm's, in the same transaction.
    expect((await auditSince(before)).map((r) => [r.action, r.target])).toEqual([
      ['cohort.create', `cohort:${created.data.arm.cohort_id}`],
      ['arm.create', `arm:${created.data.arm.id}`],
    ]);
    expect(dataOf(await addArm({ name: ARM_B, weight: '1' }))).toBeTruthy();

    const cases: [object, number, Record<string, string> | undefined][] = [
      [{}, 400, { name: 'fieldRequired' }],
      [{ name: 'X', cohort_id: created.data.arm.cohort_id }, 400, { name: 'adminCohortEitherOr' }],
      [{ name: 'Heavy', weight: 11 }, 400, { weight: 'adminArmWeightRange' }],
      [{ name: 'Zero', weight: 0 }, 400, { weight: 'adminArmWeightRange' }],
      [{ name: ARM_A.toUpperCase() }, 400, { name: 'adminCohortNameTaken' }],
      [{ cohort_id: created.data.arm.cohort_id }, 400, { cohort_id: 'adminCohortIsArm' }],
      [{ name: 'Nowhere', plan_id: 99_999 }, 404, undefined],
      [{ name: 'Nowhere', program_id: 99_999 }, 404, undefined],
      [{ cohort_id: 99_999 }, 404, undefined],
    ];
    for (const [body, status, fields] of cases) {
      const error = errorOf(await addArm(body));
      expect(error.status, JSON.stringify(body)).toBe(status);
      if (fields) expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await arms()).arms.map((a) => a.name)).toEqual([ARM_A, ARM_B]);
  });

  it('saves the settings without ever showing the seed, and refuses bad block sizes', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { method: 'blocks', block_sizes: '', stratify_by: 'none' },
        { block_sizes: 'adminBlockSizesInvalid' },
      ],
      [
        { method: 'blocks', block_sizes: '1', stratify_by: 'none' },
        { block_sizes: 'adminBlockSizesInvalid' },
      ],
      [
        { method: 'blocks', block_sizes: 'four', stratify_by: 'none' },
        { block_sizes: 'adminBlockSizesInvalid' },
      ],
      [
        { method: 'blocks', block_sizes: '2 4 6 8 10 12', stratify_by: 'none' },
        { block_sizes: 'adminBlockSizesInvalid' },
      ],
      [
        { method: 'blocks', block_sizes: '3', stratify_by: 'none' },
        { block_sizes: 'adminBlockSizeMultiple' },
      ],
      [{ method: 'coin', block_sizes: '4', stratify_by: 'none' }, { method: 'fieldInvalid' }],
      [
        { method: 'blocks', block_sizes: '4', stratify_by: 'star sign' },
        { stratify_by: 'fieldInvalid' },
      ],
    ];
    for (const [body, fields] of cases) {
      expect(errorOf(await saveSettings(body)).fields, JSON.stringify(body)).toEqual(fields);
    }
    const before = await lastAuditId();
    const res = await saveSettings({ method: 'blocks', block_sizes: '2', stratify_by: 'none' });
    expect(res.json()).toMatchObject({
      message: en.adminRandomisationSaved,
      data: { randomisation: { saved: true, block_sizes: [2], started: false } },
    });
    const [settings] = await db.select().from(randomisationSettings);
    expect(settings!.seed).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await auditSince(before);
    expect(row).toMatchObject({
      action: 'randomisation.save',
      after: { method: 'blocks', block_sizes: [2], stratify_by: 'none' },
    });
    expect(JSON.stringify(row)).not.toContain(settings!.seed);
    expect(JSON.stringify(await arms())).not.toContain(settings!.seed);
    // A third arm would not fit blocks of 2.
    expect(errorOf(await addArm({ name: 'Third', weight: 1 })).fields).toEqual({
      weight: 'adminBlockSizeMultiple',
    });
  });
});

describe('allocation at redemption', () => {
  it('allocates each sign-up with a randomising code, one in each arm per block of 2, and tells the participant nothing', async () => {
    const code = await randomisingCode();
    const replies: string[] = [];
    const people: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await signUp(code);
      expect(res.statusCode, res.body).toBe(200);
      replies.push(res.body);
      people.push((res.json() as { data: { user_details: { id: number } } }).data.user_details.id);
    }
    const rows = await db.select().from(armAllocations).orderBy(asc(armAllocations.id));
    expect(rows.map((r) => [r.stratum, r.sequenceNumber, r.blockNumber, r.blockPosition])).toEqual([
      ['all', 1, 1, 1],
      ['all', 2, 1, 2],
      ['all', 3, 2, 1],
      ['all', 4, 2, 2],
      ['all', 5, 3, 1],
      ['all', 6, 3, 2],
    ]);
    // Every complete block holds one of each arm.
    for (let b = 0; b < 3; b++) {
      expect(new Set(rows.slice(b * 2, b * 2 + 2).map((r) => r.armId)).size).toBe(2);
    }
    // The sequence follows from the seed.
    const [settings] = await db.select().from(randomisationSettings);
    const list = (await arms()).arms;
    const expected = [0, 1, 2].flatMap((b) =>
      permutedBlock(Buffer.from(settings!.seed, 'hex'), 'all', b, list, [2]),
    );
    expect(rows.map((r) => r.armId)).toEqual(expected);
    // Arm A's plan whitelists its members; its cohort's program reaches them.
    const inA = rows.filter((r) => r.armId === list[0]!.id);
    const [person] = await db.select().from(users).where(eq(users.id, inA[0]!.userId));
    const listed = await db
      .select()
      .from(planWhitelist)
      .where(eq(planWhitelist.email, person!.email));
    expect(listed.map((l) => l.planId)).toEqual([STUDY_PLAN]);

    // Nothing a participant is sent names the arm.
    const me = await buildSignedInUser(db, clock.now());
    const session = { authorization: me.auth.authorization };
    const finished = await app.inject({
      method: 'POST',
      url: API.finishSignup,
      headers: session,
      payload: { access_code: code },
    });
    expect(finished.statusCode).toBe(200);
    const seen = [
      ...replies,
      finished.body,
      (await get(app, API.profileInfo, session)).body,
      (await get(app, API.programExercises, session)).body,
      (await app.inject({ method: 'POST', url: API.userDetailsDownload, headers: session })).body,
    ];
    for (const text of seen) {
      expect(text).not.toContain(ARM_A);
      expect(text).not.toContain(ARM_B);
    }
    const [mine] = await db
      .select()
      .from(armAllocations)
      .where(eq(armAllocations.userId, me.user.id));
    expect(mine).toBeDefined();
    // The download carries the allocation row without its arm (the participant is blind to it).
    expect(seen.at(-1)).toContain('arm_allocations');
    expect(seen.at(-1)).not.toMatch(/(^|,)arm_id(,|\r)/m);
  });

  it('lets no reply tell the next allocation: the console shows counts of allocations made only', async () => {
    const data = await arms();
    const made = await db.select().from(armAllocations);
    expect(data.strata).toEqual([
      {
        stratum: 'all',
        counts: data.arms.map((a) => ({
          arm_id: a.id,
          allocated: made.filter((m) => m.armId === a.id).length,
        })),
        table_rows_left: null,
      },
    ]);
    expect(Object.keys(data.randomisation).sort()).toEqual(
      ['block_sizes', 'method', 'saved', 'started', 'stratify_by', 'table_rows'].sort(),
    );
    expect(data.randomisation.started).toBe(true);
    const [a, b] = data.arms.map((arm) => arm.allocated);
    expect(a! + b!).toBe(made.length);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(1);
  });

  it('gives twenty parallel redemptions twenty consecutive slots, never one twice, in balanced blocks', async () => {
    const code = await randomisingCode();
    const start = (await db.select().from(armAllocations)).length;
    const people = await Promise.all(
      Array.from({ length: 20 }, () => buildSignedInUser(db, clock.now())),
    );
    const replies = await Promise.all(
      people.map((p) =>
        app.inject({
          method: 'POST',
          url: API.finishSignup,
          headers: p.auth,
          payload: { access_code: code },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const all = await db.select().from(armAllocations).orderBy(asc(armAllocations.sequenceNumber));
    // Twenty consecutive slots, none taken twice.
    expect(all.slice(start).map((r) => r.sequenceNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => start + i + 1),
    );
    // Every complete block of two holds one of each arm; the overall difference is at most 1.
    const blocks = new Map<number, number[]>();
    for (const r of all)
      blocks.set(r.blockNumber!, [...(blocks.get(r.blockNumber!) ?? []), r.armId]);
    for (const arms of blocks.values()) if (arms.length === 2) expect(new Set(arms).size).toBe(2);
    const ids = [...new Set(all.map((r) => r.armId))];
    const counts = ids.map((id) => all.filter((r) => r.armId === id).length);
    expect(Math.abs(counts[0]! - counts[1]!)).toBeLessThanOrEqual(1);
  });

  it('freezes arms and settings once someone is allocated', async () => {
    expect(errorOf(await addArm({ name: 'Late arm' }))).toMatchObject({
      status: 400,
      message: en.adminAllocationStarted,
    });
    expect(
      errorOf(await saveSettings({ method: 'blocks', block_sizes: '4', stratify_by: 'gender' })),
    ).toMatchObject({ status: 400, message: en.adminAllocationStarted });
  });

  it('exports the allocation list with an audit row, and the arm in the study export', async () => {
    const before = await lastAuditId();
    const res = await call(app, 'GET', API.adminAllocationsExport, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'participant_id',
      'stratum',
      'sequence',
      'block',
      'position',
      'arm',
      'allocated_at',
    ]);
    const made = await db.select().from(armAllocations);
    expect(rows).toHaveLength(made.length);
    expect(rows[0]!.slice(1, 5)).toEqual(['all', '1', '1', '1']);
    expect(new Set(rows.map((r) => r[5]))).toEqual(new Set([ARM_A, ARM_B]));
    const [row] = await auditSince(before);
    expect(row).toMatchObject({ action: 'export.download', target: 'export:allocations' });

    const study = await call(
      app,
      'GET',
      `${API.adminExport.replace(':kind', 'participants')}`,
      admin.auth,
    );
    const [studyHeader, ...people] = parseCsv(study.body);
    const armColumn = studyHeader!.indexOf('arm');
    expect(armColumn).toBeGreaterThan(0);
    const pseudonyms = new Map(rows.map((r) => [r[0], r[5]]));
    const matched = people.filter((p) => pseudonyms.has(p[0]));
    expect(matched).toHaveLength(made.length);
    for (const p of matched) expect(p[armColumn]).toBe(pseudonyms.get(p[0]));
  });

  it("keeps arms' own codes out of the codes researchers hand out", async () => {
    const list = dataOf<{ codes: { id: number }[] }>(
      await call(app, 'GET', API.adminAccessCodes, admin.auth),
    ).codes;
    const armOwn = await db.select({ id: studyArms.accessCodeId }).from(studyArms);
    expect(armOwn).toHaveLength(2);
    const ids = new Set(list.map((c) => c.id));
    for (const code of armOwn) expect(ids.has(code.id)).toBe(false);
  });
});
