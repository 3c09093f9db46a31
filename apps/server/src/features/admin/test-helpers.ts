import { expect } from 'vitest';
import { API, apiPath } from '@resona/contract';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { accessCodeRedemptions, cohorts, FIRST_STUDY_ID } from '../../db/schema/index.ts';
import {
  buildAccessCode,
  buildSignedInUser,
  buildStudy,
  GOOD_PASSWORD,
  uniqueEmail,
  type TeamPlace,
} from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';

export type Auth = Record<string, string>;

/**
 * A researcher: the first study's owner (as today's researchers became, decision 108) and a
 * site administrator, signed in with a second factor, without which the console stays shut
 * (issue 32).
 */
export const signInAdmin = (db: Database, now: Date) =>
  buildSignedInUser(db, now, {
    role: 'admin',
    isSubscribed: true,
    secondFactor: true,
    team: { role: 'owner' },
  });

/** A member of a study's team in one role, signed in with a second factor. */
export const signInMember = (db: Database, now: Date, team: TeamPlace) =>
  buildSignedInUser(db, now, { isSubscribed: true, secondFactor: true, team });

export const signInParticipant = (db: Database, now: Date, extra = {}) =>
  buildSignedInUser(db, now, { isSubscribed: true, ...extra });

export async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  auth: Auth,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: inFirstStudy(url),
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A console path with its `:studyId` not yet filled acts on the first study. */
export const inFirstStudy = (url: string) => url.replace(':studyId', String(FIRST_STUDY_ID));

/** The reply's data after checking it is a 200. */
export function dataOf<T = Record<string, unknown>>(res: Awaited<ReturnType<App['inject']>>) {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

/** A cohort and a participant who redeemed one of its codes. */
export async function addCohort(db: Database, name = `Cohort ${crypto.randomUUID()}`) {
  const [cohort] = await db.insert(cohorts).values({ name }).returning();
  const code = await buildAccessCode(db, {
    cohortId: cohort!.id,
    studyId: cohort!.studyId,
    useLimit: 100,
  });
  return { cohort: cohort!, code };
}

export async function joinCohort(db: Database, userId: number, accessCodeId: number, at?: Date) {
  await db
    .insert(accessCodeRedemptions)
    .values({ accessCodeId, userId, ...(at ? { createdAt: at } : {}) });
}

/** A cohort of a study with a code of its own, in that study as a console batch makes it. */
export async function addStudyCohort(
  db: Database,
  studyId: number = FIRST_STUDY_ID,
  name = `Cohort ${crypto.randomUUID()}`,
) {
  const [cohort] = await db.insert(cohorts).values({ studyId, name }).returning();
  const code = await buildAccessCode(db, { studyId, cohortId: cohort!.id, useLimit: 100 });
  return { cohort: cohort!, code };
}

/**
 * A participant signed in who joined a study (redeemed one of its codes, decision 108): the
 * first unless named. With `secondFactor`, a console call they try is answered by the study's
 * own check rather than a request for a second factor.
 */
export async function signInStudyParticipant(
  db: Database,
  now: Date,
  {
    studyId = FIRST_STUDY_ID,
    at,
    ...extra
  }: { studyId?: number; at?: Date; deviceTimezone?: string; secondFactor?: boolean } = {},
) {
  const person = await signInParticipant(db, now, extra);
  const code = await buildAccessCode(db, { studyId, useLimit: 10 });
  await joinCohort(db, person.user.id, code.id, at);
  return person;
}

/**
 * The three people a two-study test tells apart, signed in with a second factor where a console
 * call would ask for one: a participant of the first study, one of study `theirs`, and one in
 * no study (who only ever typed a site code).
 */
export async function participantsOfTwoStudies(db: Database, now: Date, theirs: number) {
  return {
    ours: await signInStudyParticipant(db, now, { secondFactor: true }),
    theirs: await signInStudyParticipant(db, now, { studyId: theirs, secondFactor: true }),
    nobodys: await signInParticipant(db, now),
  };
}

let signUps = 0;
/**
 * A sign-up through the API with an access code, as the sign-up page makes it, each from an
 * address of its own so the per-address limit on sign-ups stays out of the way. Answers the reply
 * and the address it signed up.
 */
export async function signUpWithCode(app: App, code: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('signup');
  signUps += 1;
  const reply = await app.inject({
    method: 'POST',
    url: API.signup,
    remoteAddress: `10.60.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`,
    payload: {
      email,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
      access_code: code,
      meditation: 2,
      age_group: 3,
      gender_id: 1,
      default_language: 1,
      ...extra,
    },
  });
  return { reply, email };
}

/**
 * Another study beside the first (decision 108), with a researcher, an analyst and a monitor of
 * its own team, signed in; `path` fills a console path with its id.
 */
export async function otherStudy(db: Database, now: Date) {
  const study = await buildStudy(db);
  const team = { studyId: study.id };
  return {
    study,
    researcher: await signInMember(db, now, { ...team, role: 'researcher' }),
    analyst: await signInMember(db, now, { ...team, role: 'analyst' }),
    monitor: await signInMember(db, now, { ...team, role: 'monitor' }),
    path: (path: string, params: Record<string, number | string> = {}) =>
      apiPath(path, { ...params, studyId: study.id }),
  };
}

/**
 * A call only those who run the study make (RUNS_STUDY): 401 signed out; a participant is asked
 * for a second factor first, then finds no such study (404); a monitor or analyst of the study
 * is refused (403). Nothing is validated before.
 */
export async function expectRunsStudyOnly(
  app: App,
  db: Database,
  now: Date,
  request: { method: 'GET' | 'POST'; url: string; body?: unknown },
) {
  const { method, url, body } = request;
  expect(errorOf(await call(app, method, url, {}, body)).status).toBe(401);
  const participant = await signInParticipant(db, now);
  expect(errorOf(await call(app, method, url, participant.auth, body))).toMatchObject({
    status: 403,
    type: 'SECOND_FACTOR_REQUIRED',
  });
  const withFactor = await signInParticipant(db, now, { secondFactor: true });
  expect(errorOf(await call(app, method, url, withFactor.auth, body))).toMatchObject({
    status: 404,
    type: 'NOT_FOUND',
  });
  for (const role of ['monitor', 'analyst'] as const) {
    const member = await signInMember(db, now, { role });
    expect(errorOf(await call(app, method, url, member.auth, body))).toMatchObject({
      status: 403,
      type: 'FORBIDDEN',
    });
  }
}
