import { describe, expect, it } from 'vitest';
import { API, ZAdminOverviewResponse } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { addDays, localDate } from '../../../lib/time-zone.ts';
import { addHistory, addProgram, addProgramItem } from '../../library/test-helpers.ts';
import { EXERCISE } from '../../sessions/test-helpers.ts';
import { addCohort, call, joinCohort, signInAdmin } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const DAY = 86_400_000;

describe('GET admin/overview', () => {
  it('counts participants by state, minutes practised and program adherence', async () => {
    const admin = await signInAdmin(db, clock.now());
    const now = clock.now();
    const { cohort, code } = await addCohort(db);
    // Signed up only; verified; coded (no subscription flag); fully onboarded and active.
    await buildUser(db, { isVerified: false });
    await buildUser(db);
    const { user: coded } = await buildUser(db);
    await joinCohort(db, coded.id, code.id);
    const { user: active } = await buildUser(db, {
      isSubscribed: true,
      isSurveyComplete: true,
      isCalibrated: true,
    });
    await joinCohort(db, active.id, code.id);
    await addHistory(db, active.id, new Date(now.getTime() - DAY), { durationSeconds: 600 });
    await addHistory(db, active.id, new Date(now.getTime() - 10 * DAY), { durationSeconds: 330 });
    // The researcher's own practice is not study data.
    await addHistory(db, admin.user.id, now, { durationSeconds: 6000 });
    // A cohort program item due today: `active` played it after assignment, `coded` did not.
    const program = await addProgram(db, { cohortId: cohort.id });
    await addProgramItem(db, program.id, localDate(now, 'UTC'));
    await addProgramItem(db, program.id, addDays(localDate(now, 'UTC'), 5)); // not due yet
    // Read the clock again: on a busy machine the rows above can take longer than a second.
    await addHistory(db, active.id, new Date(clock.now().getTime() + 1000), {
      exerciseId: EXERCISE,
    });

    const all = ZAdminOverviewResponse.parse(
      (await call(app, 'GET', API.adminOverview, admin.auth)).json(),
    ).data;
    expect(all).toEqual({
      participants: {
        signed_up: 4,
        verified: 3,
        subscribed_or_coded: 2,
        surveyed: 1,
        calibrated: 1,
        active_7_days: 1,
      },
      minutes: { total: 15, last_7_days: 10 },
      adherence: { due: 2, done: 1, rate: 0.5 },
    });
    const one = ZAdminOverviewResponse.parse(
      (await call(app, 'GET', `${API.adminOverview}?cohort_id=${cohort.id}`, admin.auth)).json(),
    ).data;
    expect(one.participants.signed_up).toBe(2);
    expect(one.adherence).toEqual({ due: 2, done: 1, rate: 0.5 });
    expect(
      errorOf(await call(app, 'GET', `${API.adminOverview}?cohort_id=99999`, admin.auth)).status,
    ).toBe(404);
    expect(
      errorOf(await call(app, 'GET', `${API.adminOverview}?cohort_id=x`, admin.auth)).status,
    ).toBe(400);
  });
});
