import { describe, expect, it } from 'vitest';
import { API, ZProfileInfoResponse, ZProgramExercisesResponse } from '@resona/contract';
import { accessCodeRedemptions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode, buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { EXERCISE, get, type Auth } from '../../sessions/test-helpers.ts';
import { addCohort, addProgram, addProgramItem } from '../test-helpers.ts';
import { addDays, localDate, resolveTimeZone, yesterdayIn } from '../../../lib/time-zone.ts';
import { hasDueProgram } from '../../../core/current-user-queries.ts';

const { app, db, clock } = await createTestApp();
const signIn = (deviceTimezone?: string) =>
  buildSignedInUser(db, clock.now(), deviceTimezone ? { deviceTimezone } : {});

const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14
const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC-11

async function programList(auth: Auth, headers: Record<string, string> = {}) {
  const res = await get(app, API.programExercises, { ...auth, ...headers });
  expect(res.statusCode).toBe(200);
  return ZProgramExercisesResponse.parse(res.json()).data;
}
async function hasProgram(auth: Auth, headers: Record<string, string> = {}) {
  const res = await get(app, API.profileInfo, { ...auth, ...headers });
  return ZProfileInfoResponse.parse(res.json()).data.user_details.has_program;
}

describe('time zones', () => {
  it('computes yesterday in the zone: 10:00 UTC is already tomorrow in Kiritimati', () => {
    const now = new Date('2024-06-01T10:00:00Z');
    expect(localDate(now, KIRITIMATI)).toBe('2024-06-02');
    expect(localDate(now, PAGO_PAGO)).toBe('2024-05-31');
    expect(yesterdayIn(now, KIRITIMATI)).toBe('2024-06-01');
    expect(yesterdayIn(now, PAGO_PAGO)).toBe('2024-05-30');
    expect(yesterdayIn(new Date('2024-03-01T00:30:00Z'), 'UTC')).toBe('2024-02-29');
    expect(resolveTimeZone('Mars/Olympus', 'Europe/Paris')).toBe('Europe/Paris');
    expect(resolveTimeZone(null, 'garbage')).toBe('UTC');
  });

  it('keeps items due yesterday and today, not the day before yesterday, per zone', async () => {
    const now = new Date('2024-06-01T10:00:00Z');
    const program = await addProgram(db);
    const cases = [
      // [zone, due date, visible]
      [KIRITIMATI, '2024-05-31', false], // the day before yesterday there
      [KIRITIMATI, '2024-06-01', true], // yesterday
      [KIRITIMATI, '2024-06-02', true], // today
      [PAGO_PAGO, '2024-05-29', false],
      [PAGO_PAGO, '2024-05-30', true],
      [PAGO_PAGO, '2024-05-31', true],
    ] as const;
    for (const [zone, due, visible] of cases) {
      const { user } = await signIn();
      await addProgramItem(db, program.id, due, { userId: user.id });
      expect(await hasDueProgram(db, user.id, zone, now), `${zone} ${due}`).toBe(visible);
    }
  });
});

describe('GET program-exercises', () => {
  it('lists due items soonest first with the exercise, goal_title and due_date', async () => {
    const { user, auth } = await signIn();
    const program = await addProgram(db);
    const today = localDate(clock.now(), 'UTC');
    await addProgramItem(db, program.id, addDays(today, 3), { userId: user.id, exerciseId: 2221 });
    await addProgramItem(db, program.id, addDays(today, -1), { userId: user.id });
    await addProgramItem(db, program.id, addDays(today, -2), { userId: user.id });
    const data = await programList(auth);
    expect(data.data_found).toBe(1);
    expect(data.message).toBe('');
    expect(data.program_exercises_list.map((i) => [i.due_date, i.exerciseID])).toEqual([
      [addDays(today, -1), EXERCISE],
      [addDays(today, 3), 2221],
    ]);
    expect(data.program_exercises_list[1]).toMatchObject({
      title: expect.any(String),
      goal_title: 'Focus',
      program_title: 'Test program',
    });
    expect(await hasProgram(auth)).toBe(1);
  });

  it("answers 'No items with valid due dates.' and has_program 0 with nothing due", async () => {
    const { user, auth } = await signIn();
    const program = await addProgram(db);
    await addProgramItem(db, program.id, addDays(localDate(clock.now(), 'UTC'), -2), {
      userId: user.id,
    });
    expect(await programList(auth)).toEqual({
      program_exercises_list: [],
      data_found: 0,
      message: 'No items with valid due dates.',
    });
    expect(await hasProgram(auth)).toBe(0);
    expect(errorOf(await get(app, API.programExercises)).status).toBe(401);
  });

  it("follows the user's saved zone, else the Timezone header, else UTC", async () => {
    const program = await addProgram(db);
    // Pago Pago's yesterday is always before Kiritimati's (they are 25 hours apart).
    const due = yesterdayIn(clock.now(), PAGO_PAGO);
    const west = await signIn(PAGO_PAGO);
    const east = await signIn(KIRITIMATI);
    const unsaved = await signIn();
    for (const u of [west, east, unsaved]) {
      await addProgramItem(db, program.id, due, { userId: u.user.id });
    }
    expect((await programList(west.auth)).data_found).toBe(1);
    expect((await programList(east.auth)).data_found).toBe(0);
    expect(await hasProgram(west.auth)).toBe(1);
    expect(await hasProgram(east.auth)).toBe(0);
    // A saved zone wins over the header.
    expect((await programList(east.auth, { timezone: PAGO_PAGO })).data_found).toBe(0);
    expect((await programList(unsaved.auth, { timezone: PAGO_PAGO })).data_found).toBe(1);
    expect((await programList(unsaved.auth, { timezone: KIRITIMATI })).data_found).toBe(0);
    expect(await hasProgram(unsaved.auth, { timezone: KIRITIMATI })).toBe(0);
    expect(await hasProgram(unsaved.auth, { timezone: PAGO_PAGO })).toBe(1);
  });

  it("shows a cohort's program to its members only, and one user's items to that user only", async () => {
    const cohort = await addCohort(db);
    const code = await buildAccessCode(db, { cohortId: cohort.id, useLimit: 10 });
    const member = await signIn();
    const outsider = await signIn();
    await db
      .insert(accessCodeRedemptions)
      .values({ accessCodeId: code.id, userId: member.user.id });
    const program = await addProgram(db, { cohortId: cohort.id });
    const today = localDate(clock.now(), 'UTC');
    await addProgramItem(db, program.id, today);
    const personal = await addProgram(db);
    await addProgramItem(db, personal.id, today, { userId: outsider.user.id, exerciseId: 3111 });
    expect(
      (await programList(member.auth)).program_exercises_list.map((i) => i.exerciseID),
    ).toEqual([EXERCISE]);
    expect(
      (await programList(outsider.auth)).program_exercises_list.map((i) => i.exerciseID),
    ).toEqual([3111]);
    expect(await hasProgram(member.auth)).toBe(1);
    // An item of a cohort program assigned to one member is for that member only.
    const other = await signIn();
    await db.insert(accessCodeRedemptions).values({ accessCodeId: code.id, userId: other.user.id });
    await addProgramItem(db, program.id, today, { userId: member.user.id, exerciseId: 2221 });
    expect((await programList(other.auth)).program_exercises_list).toHaveLength(1);
    expect((await programList(member.auth)).program_exercises_list).toHaveLength(2);
  });
});
