import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZCohortMembersResponse,
  ZCreateCohortResponse,
  ZListAdminPlansResponse,
  ZListCohortsResponse,
  ZStudyPlansResponse,
  ZWhitelistResponse,
} from '@resona/contract';
import { FIRST_STUDY_ID } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import {
  addStudyCohort,
  call,
  joinCohort,
  otherStudy,
  signInAdmin,
  signInParticipant,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const STUDY_PLAN = 4; // the seeded whitelisted "Study" plan (db/seed/plans.ts)

describe('cohorts', () => {
  it('creates a cohort, lists it with counts, and refuses an empty name', async () => {
    const res = await call(app, 'POST', API.adminCohorts, admin.auth, { name: '  Autumn  ' });
    const created = ZCreateCohortResponse.parse(res.json());
    expect(created.message).toBe('Cohort created');
    expect(created.data.cohort).toMatchObject({ name: 'Autumn', members: 0, codes: 0 });
    const error = errorOf(await call(app, 'POST', API.adminCohorts, admin.auth, { name: ' ' }));
    expect(error).toMatchObject({ status: 400, fields: { name: 'fieldRequired' } });
    const list = ZListCohortsResponse.parse(
      (await call(app, 'GET', API.adminCohorts, admin.auth)).json(),
    );
    expect(list.data.cohorts[0]).toMatchObject({ id: created.data.cohort.id, name: 'Autumn' });
  });

  it('groups participants by the code they redeemed, once each, first redemption first', async () => {
    const { cohort, code } = await addStudyCohort(db, FIRST_STUDY_ID, 'Members');
    const second = await buildAccessCode(db, { cohortId: cohort.id, studyId: FIRST_STUDY_ID });
    const a = await signInParticipant(db, clock.now());
    const b = await signInParticipant(db, clock.now());
    await joinCohort(db, b.user.id, second.id, new Date('2025-01-02T00:00:00Z'));
    await joinCohort(db, a.user.id, code.id, new Date('2025-01-03T00:00:00Z'));
    await joinCohort(db, b.user.id, code.id, new Date('2025-01-04T00:00:00Z'));
    const url = apiPath(API.adminCohortMembers, { id: cohort.id });
    const data = ZCohortMembersResponse.parse(
      (await call(app, 'GET', url, admin.auth)).json(),
    ).data;
    expect(data.cohort).toMatchObject({ members: 2, codes: 2 });
    expect(data.members.map((m) => [m.email, m.code, m.redeemed_at])).toEqual([
      [b.user.email, second.code, '2025-01-02T00:00:00.000Z'],
      [a.user.email, code.code, '2025-01-03T00:00:00.000Z'],
    ]);
    expect(
      errorOf(await call(app, 'GET', apiPath(API.adminCohortMembers, { id: 99_999 }), admin.auth))
        .status,
    ).toBe(404);
  });
});

describe("a study's cohorts are its own (decision 108)", () => {
  it("makes a cohort in the study of the call, its name unique there only, and lists no other study's", async () => {
    const b = await otherStudy(db, clock.now());
    const create = (path: string, auth: Record<string, string>) =>
      call(app, 'POST', path, auth, { name: 'Wave one' });
    const ours = ZCreateCohortResponse.parse((await create(API.adminCohorts, admin.auth)).json())
      .data.cohort;
    const theirs = ZCreateCohortResponse.parse(
      (await create(b.path(API.adminCohorts), b.researcher.auth)).json(),
    ).data.cohort;
    expect(theirs.id).not.toBe(ours.id);
    expect(errorOf(await create(b.path(API.adminCohorts), b.researcher.auth)).fields).toEqual({
      name: 'adminCohortNameTaken',
    });
    const list = ZListCohortsResponse.parse(
      (await call(app, 'GET', b.path(API.adminCohorts), b.researcher.auth)).json(),
    ).data.cohorts;
    expect(list.map((c) => c.id)).toEqual([theirs.id]);
    const ourList = ZListCohortsResponse.parse(
      (await call(app, 'GET', API.adminCohorts, admin.auth)).json(),
    ).data.cohorts;
    expect(ourList.map((c) => c.id)).not.toContain(theirs.id);
  });

  it("answers another study's cohort as unknown, and counts only the study's own code of it", async () => {
    const b = await otherStudy(db, clock.now());
    const { cohort, code } = await addStudyCohort(db, FIRST_STUDY_ID, 'Ours only');
    const member = await signInParticipant(db, clock.now());
    await joinCohort(db, member.user.id, code.id);
    // A code of another study that names our cohort (a row no console call makes) adds no one.
    const stray = await buildAccessCode(db, { cohortId: cohort.id, studyId: b.study.id });
    const strayMember = await signInParticipant(db, clock.now());
    await joinCohort(db, strayMember.user.id, stray.id);
    const members = ZCohortMembersResponse.parse(
      (
        await call(app, 'GET', apiPath(API.adminCohortMembers, { id: cohort.id }), admin.auth)
      ).json(),
    ).data;
    expect(members.cohort).toMatchObject({ members: 1, codes: 1 });
    expect(members.members.map((m) => m.user_id)).toEqual([member.user.id]);
    const theirs = await call(
      app,
      'GET',
      b.path(API.adminCohortMembers, { id: cohort.id }),
      b.researcher.auth,
    );
    expect(errorOf(theirs).status).toBe(404);
    for (const member of [b.monitor, b.analyst]) {
      for (const [method, path] of [
        ['GET', API.adminCohorts],
        ['POST', API.adminCohorts],
      ] as const) {
        const res = await call(app, method, b.path(path), member.auth, { name: 'X' });
        expect(errorOf(res), `${method} ${path}`).toMatchObject({ status: 403, type: 'FORBIDDEN' });
      }
    }
  });
});

describe("a study's plans", () => {
  it('gives those who run a study the plans a batch may give, without anyone’s address', async () => {
    await call(app, 'POST', apiPath(API.adminPlanWhitelist, { id: STUDY_PLAN }), admin.auth, {
      emails: 'kept.private@example.com',
    });
    const b = await otherStudy(db, clock.now());
    const res = await call(app, 'GET', b.path(API.adminStudyPlans), b.researcher.auth);
    const plans = ZStudyPlansResponse.parse(res.json()).data.plans;
    expect(plans.map((p) => p.id)).toContain(STUDY_PLAN);
    expect(res.body).not.toContain('kept.private@example.com');
    // The whitelists themselves are the site administrator's.
    expect(errorOf(await call(app, 'GET', API.adminPlans, b.researcher.auth)).status).toBe(403);
    expect(
      errorOf(await call(app, 'GET', b.path(API.adminStudyPlans), b.monitor.auth)),
    ).toMatchObject({ status: 403, type: 'FORBIDDEN' });
    // Outside the study, it does not exist.
    const outsider = await signInParticipant(db, clock.now(), { secondFactor: true });
    expect(errorOf(await call(app, 'GET', b.path(API.adminStudyPlans), outsider.auth)).status).toBe(
      404,
    );
    await call(app, 'POST', apiPath(API.adminPlanWhitelistRemove, { id: STUDY_PLAN }), admin.auth, {
      email: 'kept.private@example.com',
    });
  });
});

describe('plan whitelists', () => {
  const add = (emails: string, id = STUDY_PLAN) =>
    call(app, 'POST', apiPath(API.adminPlanWhitelist, { id }), admin.auth, { emails });

  it('adds a pasted list once each, shows it, removes one; the plan then shows for that address', async () => {
    const res = await add('One@Example.com, two@example.com\nthree@example.com;one@example.com');
    const body = ZWhitelistResponse.parse(res.json());
    expect(body.message).toBe('Whitelist updated');
    expect(body.data.plan.whitelist).toEqual([
      'one@example.com',
      'three@example.com',
      'two@example.com',
    ]);
    const removed = await call(
      app,
      'POST',
      apiPath(API.adminPlanWhitelistRemove, { id: STUDY_PLAN }),
      admin.auth,
      {
        email: 'TWO@example.com',
      },
    );
    expect(ZWhitelistResponse.parse(removed.json()).data.plan.whitelist).toEqual([
      'one@example.com',
      'three@example.com',
    ]);
    const plans = ZListAdminPlansResponse.parse(
      (await call(app, 'GET', API.adminPlans, admin.auth)).json(),
    );
    expect(plans.data.plans.find((p) => p.id === STUDY_PLAN)).toMatchObject({ plan_type: 2 });

    const person = await signInParticipant(db, clock.now(), { email: 'three@example.com' });
    const whitelisted = await call(
      app,
      'GET',
      `${API.whitelisted}?email=three%40example.com`,
      person.auth,
    );
    expect(JSON.stringify(whitelisted.json())).toContain('"is_whitelisted":1');
  });

  it('refuses a list with an invalid address, an empty list and an unknown plan', async () => {
    expect(errorOf(await add('ok@example.com, not-an-address'))).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
    });
    expect(errorOf(await add(' '))).toMatchObject({
      status: 400,
      fields: { emails: 'fieldRequired' },
    });
    expect(errorOf(await add('a@example.com', 99_999)).status).toBe(404);
    const removeNul = await call(
      app,
      'POST',
      apiPath(API.adminPlanWhitelistRemove, { id: STUDY_PLAN }),
      admin.auth,
      {
        email: 'a\u0000@example.com',
      },
    );
    expect(errorOf(removeNul)).toMatchObject({
      status: 400,
      fields: { email: 'textControlCharacters' },
    });
    const cohortNul = await call(app, 'POST', API.adminCohorts, admin.auth, { name: 'x\u0000' });
    expect(errorOf(cohortNul).fields).toEqual({ name: 'textControlCharacters' });
  });
});
