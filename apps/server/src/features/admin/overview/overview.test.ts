import { describe, expect, it } from 'vitest';
import { API, ZAdminOverviewResponse } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { DEMO_EMAIL } from '../../../db/participants.ts';
import { consentWithdrawals, FIRST_STUDY_ID, programs } from '../../../db/schema/index.ts';
import { buildAccessCode, buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { addDays, localDate } from '../../../lib/time-zone.ts';
import { addHistory, addProgramItem } from '../../library/test-helpers.ts';
import { EXERCISE } from '../../sessions/test-helpers.ts';
import {
  addStudyCohort,
  call,
  joinCohort,
  otherStudy,
  signInAdmin,
  signInStudyParticipant,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const DAY = 86_400_000;

describe('GET admin/overview', () => {
  it('counts participants by state, minutes practised and program adherence, the demo account left out', async () => {
    const admin = await signInAdmin(db, clock.now());
    const now = clock.now();
    const { cohort, code } = await addStudyCohort(db);
    // Everyone below joined the study with one of its codes (decision 108).
    const studyCode = await buildAccessCode(db, { studyId: FIRST_STUDY_ID, useLimit: 100 });
    const participant = async (values: Parameters<typeof buildUser>[1], codeId = studyCode.id) => {
      const { user } = await buildUser(db, values);
      await joinCohort(db, user.id, codeId);
      return user;
    };
    // Signed up only; verified; coded at sign-up (no access yet); fully onboarded and active.
    await participant({ isVerified: false });
    await participant({});
    const coded = await participant({}, code.id);
    const active = await participant(
      { isSubscribed: true, isSurveyComplete: true, isCalibrated: true },
      code.id,
    );
    // Withdrew from the study: still one of those who signed up (intention to treat).
    const withdrew = await participant({ isVerified: false });
    await db.insert(consentWithdrawals).values({ userId: withdrew.id, withdrawnAt: now });
    // Someone who only typed a site code is in no study: not counted, whatever they do.
    const { user: nobodys } = await buildUser(db, { isSubscribed: true });
    await joinCohort(db, nobodys.id, (await buildAccessCode(db, { studyId: null })).id);
    await addHistory(db, nobodys.id, now, { durationSeconds: 6000 });
    await addHistory(db, active.id, new Date(now.getTime() - DAY), { durationSeconds: 600 });
    await addHistory(db, active.id, new Date(now.getTime() - 10 * DAY), { durationSeconds: 330 });
    // The researcher's own practice is not study data, nor is the demo account's.
    await addHistory(db, admin.user.id, now, { durationSeconds: 6000 });
    const { user: demo } = await buildUser(db, { email: DEMO_EMAIL, isSubscribed: true });
    await joinCohort(db, demo.id, code.id);
    await addHistory(db, demo.id, now, { durationSeconds: 6000 });
    // A cohort program item due today: `active` played it after assignment, `coded` did not.
    const [program] = await db
      .insert(programs)
      .values({ title: 'Test program', studyId: FIRST_STUDY_ID, cohortId: cohort.id })
      .returning();
    await addProgramItem(db, program!.id, localDate(now, 'UTC'));
    await addProgramItem(db, program!.id, addDays(localDate(now, 'UTC'), 5)); // not due yet
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

describe("a study's overview counts its own participants (decision 108)", () => {
  it("counts only the study's people, programs and cohorts; another study's cohort is unknown", async () => {
    const admin = await signInAdmin(db, clock.now());
    const b = await otherStudy(db, clock.now());
    const overviewOf = async (url: string, auth: Record<string, string>) =>
      ZAdminOverviewResponse.parse((await call(app, 'GET', url, auth)).json()).data;
    const ourBefore = await overviewOf(API.adminOverview, admin.auth);

    const { cohort: ourCohort } = await addStudyCohort(db);
    const { cohort: theirCohort, code: theirCode } = await addStudyCohort(db, b.study.id);
    await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const theirs = await signInStudyParticipant(db, clock.now(), {
      studyId: b.study.id,
      secondFactor: true,
    });
    await joinCohort(db, theirs.user.id, theirCode.id);
    await signInStudyParticipant(db, clock.now(), { studyId: b.study.id, secondFactor: true });
    // Their program, due today, that their participant has not played.
    const [program] = await db
      .insert(programs)
      .values({ title: 'Theirs', studyId: b.study.id, cohortId: theirCohort.id })
      .returning();
    await addProgramItem(db, program!.id, localDate(clock.now(), 'UTC'));

    const theirOverview = await overviewOf(b.path(API.adminOverview), b.researcher.auth);
    expect(theirOverview.participants.signed_up).toBe(2);
    expect(theirOverview.adherence).toEqual({ due: 1, done: 0, rate: 0 });
    const theirCohortView = await overviewOf(
      `${b.path(API.adminOverview)}?cohort_id=${theirCohort.id}`,
      b.researcher.auth,
    );
    expect(theirCohortView.participants.signed_up).toBe(1);
    const ourAfter = await overviewOf(API.adminOverview, admin.auth);
    expect(ourAfter.participants.signed_up).toBe(ourBefore.participants.signed_up + 1);
    expect(ourAfter.adherence).toEqual(ourBefore.adherence);

    // Our cohort in their path, and our study to their team, do not exist.
    const ourCohortThere = await call(
      app,
      'GET',
      `${b.path(API.adminOverview)}?cohort_id=${ourCohort.id}`,
      b.researcher.auth,
    );
    expect(errorOf(ourCohortThere).status).toBe(404);
    expect(errorOf(await call(app, 'GET', API.adminOverview, b.researcher.auth)).status).toBe(404);
    expect(errorOf(await call(app, 'GET', b.path(API.adminOverview), admin.auth)).status).toBe(404);
    // Their monitor reads it; their analyst takes data files, not the overview.
    expect(await overviewOf(b.path(API.adminOverview), b.monitor.auth)).toEqual(theirOverview);
    expect(
      errorOf(await call(app, 'GET', b.path(API.adminOverview), b.analyst.auth)),
    ).toMatchObject({ status: 403, type: 'FORBIDDEN' });
  });
});
