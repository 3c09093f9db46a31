import { describe, expect, it } from 'vitest';
import { API, ZAdminOverviewResponse } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { DEMO_EMAIL } from '../../../db/participants.ts';
import { consentWithdrawals } from '../../../db/schema/index.ts';
import { buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { addDays, localDate } from '../../../lib/time-zone.ts';
import { addHistory, addProgram, addProgramItem } from '../../library/test-helpers.ts';
import { EXERCISE } from '../../sessions/test-helpers.ts';
import { addCohort, call, joinCohort, signInAdmin } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const DAY = 86_400_000;

describe('GET admin/overview', () => {
  it('counts participants by state, minutes practised and program adherence, the demo account left out', async () => {
    const admin = await signInAdmin(db, clock.now());
    const now = clock.now();
    const { cohort, code } = await addCohort(db);
    // Signed up only; verified; coded at sign-up (no access yet); fully onboarded and active.
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
    // Withdrew from the study: still one of those who signed up (intention to treat).
    const { user: withdrew } = await buildUser(db, { isVerified: false });
    await db.insert(consentWithdrawals).values({ userId: withdrew.id, withdrawnAt: now });
    await addHistory(db, active.id, new Date(now.getTime() - DAY), { durationSeconds: 600 });
    await addHistory(db, active.id, new Date(now.getTime() - 10 * DAY), { durationSeconds: 330 });
    // The researcher's own practice is not study data, nor is the demo account's.
    await addHistory(db, admin.user.id, now, { durationSeconds: 6000 });
    const { user: demo } = await buildUser(db, { email: DEMO_EMAIL, isSubscribed: true });
    await joinCohort(db, demo.id, code.id);
    await addHistory(db, demo.id, now, { durationSeconds: 6000 });
    // A cohort program item due today: `active` played it after assignment, `coded` did not.
    const program = await addProgram(db, { cohortId: cohort.id });
    await addProgramItem(db, program.id, localDate(now, 'UTC'));
    await addProgramItem(db, program.id, addDays(localDate(now, 'UTC'), 5)); // not due yet
    // Read the clock again: on a busy machine the rows above can take longer than a second.
    // `active` plays the five-minute exercise through; `coded` begins it and stops after 4 s,
    // which is not done; the demo account's full play is not a participant's.
    const later = new Date(clock.now().getTime() + 1000);
    await addHistory(db, active.id, later, { exerciseId: EXERCISE, durationSeconds: 300 });
    await addHistory(db, coded.id, later, { exerciseId: EXERCISE, durationSeconds: 4 });
    await addHistory(db, demo.id, later, { exerciseId: EXERCISE, durationSeconds: 300 });

    const all = ZAdminOverviewResponse.parse(
      (await call(app, 'GET', API.adminOverview, admin.auth)).json(),
    ).data;
    expect(all).toEqual({
      participants: {
        signed_up: 5,
        verified: 3,
        // A redemption alone is every sign-up since decision 046: access is what counts (086).
        subscribed_or_coded: 1,
        surveyed: 1,
        calibrated: 1,
        first_session: 2,
        // `active` and `coded` both played this week (a start is activity, not adherence).
        active_7_days: 2,
        withdrawn: 1,
      },
      // 600 + 330 + 300 + 4 seconds, and 600 + 300 + 4 of them in the last 7 days.
      minutes: { total: 20.6, last_7_days: 15.1 },
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
