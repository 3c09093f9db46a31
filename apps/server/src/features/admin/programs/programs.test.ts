import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  ZAdminExercisesResponse,
  ZCreateProgramResponse,
  ZProgramExercisesResponse,
  ZProgramProgressResponse,
  type TBreathedRhythm,
} from '@resona/contract';
import { FIRST_STUDY_ID, programs } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import { addDays, localDate } from '../../../lib/time-zone.ts';
import { addHistory } from '../../library/test-helpers.ts';
import { EXERCISE, post, startPlay } from '../../sessions/test-helpers.ts';
import {
  addStudyCohort,
  call,
  joinCohort,
  otherStudy,
  signInAdmin,
  signInParticipant,
  signInStudyParticipant,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const today = () => localDate(clock.now(), 'UTC');
const OTHER_EXERCISE = 2221;

const assign = (body: Record<string, unknown>) =>
  call(app, 'POST', API.adminPrograms, admin.auth, body);
const forYou = async (auth: Record<string, string>) =>
  ZProgramExercisesResponse.parse((await call(app, 'GET', API.programExercises, auth)).json()).data;
const progressOf = async (programId: number) =>
  ZProgramProgressResponse.parse(
    (
      await call(app, 'GET', apiPath(API.adminProgramProgress, { id: programId }), admin.auth)
    ).json(),
  ).data;

const BOX: TBreathedRhythm = {
  name: 'Box 4-4-4-4',
  timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  ramp: null,
};
const BOX_EASING: TBreathedRhythm = {
  ...BOX,
  name: 'Box, easing in',
  ramp: { from_pace: 7, minutes: 3 },
};
const COHERENT: TBreathedRhythm = {
  name: 'Coherent 5.5',
  timing: { kind: 'pace', pace: 5.5, inhale_part: 1, exhale_part: 1, hold_in: 0, hold_out: 0 },
  ramp: null,
};

describe('GET admin/exercises', () => {
  it('lists the exercises a program can assign, with what tells them apart', async () => {
    const data = ZAdminExercisesResponse.parse(
      (await call(app, 'GET', API.adminExercises, admin.auth)).json(),
    ).data;
    expect(data.exercises.length).toBeGreaterThan(10);
    expect(data.exercises.find((e) => e.id === EXERCISE)).toMatchObject({
      goal: 'Stress resilience',
      minutes: 5,
      theme: expect.any(String),
      narration: expect.any(String),
    });
    // No two designs read the same once theme and narration are shown.
    const labels = data.exercises.map((e) =>
      [e.title, e.goal, e.minutes, e.theme, e.narration].join(' · '),
    );
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('POST admin/programs', () => {
  it('assigned to a cohort, makes For You appear for its members only, and shows who did what', async () => {
    const { cohort, code } = await addStudyCohort(db, FIRST_STUDY_ID, 'Program cohort');
    const member = await signInParticipant(db, clock.now());
    const outsider = await signInParticipant(db, clock.now());
    await joinCohort(db, member.user.id, code.id);
    expect((await forYou(member.auth)).data_found).toBe(0);

    const res = await assign({
      title: 'Week one',
      cohort_id: cohort.id,
      items: [
        { exercise_id: EXERCISE, due_date: today() },
        { exercise_id: OTHER_EXERCISE, due_date: addDays(today(), 2) },
      ],
    });
    const body = ZCreateProgramResponse.parse(res.json());
    expect(body.message).toBe('Program assigned');
    expect(body.data.program).toMatchObject({
      title: 'Week one',
      cohort_id: cohort.id,
      cohort_name: 'Program cohort',
      user_email: null,
      items: 2,
      first_due: today(),
      last_due: addDays(today(), 2),
    });
    const mine = await forYou(member.auth);
    expect(
      mine.program_exercises_list.map((i) => [i.exerciseID, i.due_date, i.program_title]),
    ).toEqual([
      [EXERCISE, today(), 'Week one'],
      [OTHER_EXERCISE, addDays(today(), 2), 'Week one'],
    ]);
    expect((await forYou(outsider.auth)).data_found).toBe(0);

    // The member begins the first exercise and leaves: not done. Then plays it through: done.
    const progress = async () =>
      ZProgramProgressResponse.parse(
        (
          await call(
            app,
            'GET',
            apiPath(API.adminProgramProgress, { id: body.data.program.id }),
            admin.auth,
          )
        ).json(),
      ).data.progress;
    await startPlay(app, member.auth, EXERCISE);
    expect((await progress()).map((p) => p.done_at)).toEqual([null, null]);
    await addHistory(db, member.user.id, new Date(clock.now().getTime() + 1000), {
      durationSeconds: 300,
    });
    const rows = await progress();
    expect(rows.map((p) => [p.email, p.exercise_id, p.done_at !== null])).toEqual([
      [member.user.email, EXERCISE, true],
      [member.user.email, OTHER_EXERCISE, false],
    ]);
    // "Who did what" tells designs of one title apart.
    expect(rows[0]!.exercise_detail).toMatch(/^.+ · .+$/);
    const list = (await call(app, 'GET', API.adminPrograms, admin.auth)).json() as {
      data: { programs: { id: number }[] };
    };
    expect(list.data.programs[0]!.id).toBe(body.data.program.id);
  });

  it('counts a play done at the share of the planned duration the researcher set', async () => {
    const person = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const program = ZCreateProgramResponse.parse(
      (
        await assign({
          title: 'Half is enough',
          user_email: person.user.email,
          done_percent: 50,
          items: [{ exercise_id: EXERCISE, due_date: today() }],
        })
      ).json(),
    ).data.program;
    expect(program.done_percent).toBe(50);
    const done = async () =>
      ZProgramProgressResponse.parse(
        (
          await call(app, 'GET', apiPath(API.adminProgramProgress, { id: program.id }), admin.auth)
        ).json(),
      ).data.progress[0]!.done_at;
    const at = new Date(clock.now().getTime() + 1000);
    await addHistory(db, person.user.id, at, { durationSeconds: 149 });
    expect(await done()).toBeNull();
    await addHistory(db, person.user.id, new Date(at.getTime() + 1000), { durationSeconds: 150 });
    expect(await done()).not.toBeNull();
  });

  it('assigns to one participant by e-mail', async () => {
    const person = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const res = await assign({
      title: 'Personal',
      user_email: person.user.email.toUpperCase(),
      items: [{ exercise_id: OTHER_EXERCISE, due_date: addDays(today(), 1) }],
    });
    expect(ZCreateProgramResponse.parse(res.json()).data.program).toMatchObject({
      cohort_id: null,
      user_email: person.user.email,
      items: 1,
      done_percent: 100,
    });
    expect((await forYou(person.auth)).program_exercises_list.map((i) => i.exerciseID)).toEqual([
      OTHER_EXERCISE,
    ]);
  });

  it('fixes a rhythm per item: create, list, progress and For You carry it, and only a play in it is done', async () => {
    const person = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const other = await signInParticipant(db, clock.now());
    const res = await assign({
      title: 'Protocol as written',
      user_email: person.user.email,
      items: [
        { exercise_id: EXERCISE, due_date: today(), rhythm: BOX },
        { exercise_id: OTHER_EXERCISE, due_date: addDays(today(), 1), rhythm: null },
        { exercise_id: OTHER_EXERCISE, due_date: addDays(today(), 2), rhythm: COHERENT },
        // One that eases down keeps its ramp.
        { exercise_id: EXERCISE, due_date: addDays(today(), 3), rhythm: BOX_EASING },

        { exercise_id: EXERCISE, due_date: addDays(today(), 4) },
      ],
    });
    const program = ZCreateProgramResponse.parse(res.json()).data.program;
    // Each rhythm once, in the order of the items that first fix it.
    expect(program).toMatchObject({
      items: 5,
      rhythms: [BOX, COHERENT, BOX_EASING],
      own_pace_items: 2,
    });
    const listed = (
      (await call(app, 'GET', API.adminPrograms, admin.auth)).json() as {
        data: { programs: { id: number; rhythms: unknown; own_pace_items: number }[] };
      }
    ).data.programs.find((p) => p.id === program.id);
    expect(listed).toMatchObject({ rhythms: [BOX, COHERENT, BOX_EASING], own_pace_items: 2 });

    const mine = await forYou(person.auth);
    expect(mine.program_exercises_list.map((i) => [i.due_date, i.rhythm])).toEqual([
      [today(), BOX],
      [addDays(today(), 1), null],
      [addDays(today(), 2), COHERENT],
      [addDays(today(), 3), BOX_EASING],
      [addDays(today(), 4), null],
    ]);
    // Another participant is shown nothing of it.
    expect((await forYou(other.auth)).program_exercises_list).toEqual([]);

    const { progress } = await progressOf(program.id);
    expect(progress.map((p) => [p.email, p.due_date, p.rhythm])).toEqual([
      [person.user.email, today(), BOX],
      [person.user.email, addDays(today(), 1), null],
      [person.user.email, addDays(today(), 2), COHERENT],
      [person.user.email, addDays(today(), 3), BOX_EASING],
      [person.user.email, addDays(today(), 4), null],
    ]);

    // The Box item is done only by a play breathed in Box, not easing in; the own-pace one by any.
    const at = new Date(clock.now().getTime() + 1000);
    await addHistory(db, person.user.id, at, { durationSeconds: 300, rhythm: COHERENT });
    const done = async () => (await progressOf(program.id)).progress.map((p) => p.done_at !== null);
    expect(await done()).toEqual([false, false, false, false, true]);
    await addHistory(db, person.user.id, new Date(at.getTime() + 1000), {
      durationSeconds: 300,
      // The participant's copy of the rhythm, however its keys are ordered, under any name.
      rhythm: {
        ramp: null,
        timing: { hold_out: 4, exhale: 4, hold_in: 4, inhale: 4, kind: 'phases' },
        name: 'Boîte',
      },
    });
    expect(await done()).toEqual([true, false, false, false, true]);
    // The play through the API keeps the rhythm For You handed it.
    const play = await post(
      app,
      API.updateHistory,
      { exercise_id: OTHER_EXERCISE, rhythm: mine.program_exercises_list[2]!.rhythm },
      person.auth,
    );
    expect(play.statusCode).toBe(200);
  });

  it('refuses a rhythm to anyone signed out or not a researcher, and assigns nothing', async () => {
    const person = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const body = {
      title: 'Not yours to give',
      user_email: person.user.email,
      items: [{ exercise_id: EXERCISE, due_date: today(), rhythm: BOX }],
    };
    expect(errorOf(await call(app, 'POST', API.adminPrograms, {}, body)).status).toBe(401);
    // A participant is in no study's team: the study does not exist for them (decision 108),
    // and without a second factor the console asks for one first.
    expect(errorOf(await call(app, 'POST', API.adminPrograms, person.auth, body))).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
    });
    const bare = await signInParticipant(db, clock.now());
    expect(errorOf(await call(app, 'POST', API.adminPrograms, bare.auth, body))).toMatchObject({
      status: 403,
      type: 'SECOND_FACTOR_REQUIRED',
    });
    // A participant cannot read the programs, their rhythms or who breathed what either.
    expect(errorOf(await call(app, 'GET', API.adminPrograms, person.auth)).status).toBe(404);
    expect((await forYou(person.auth)).program_exercises_list).toEqual([]);
  });

  it('refuses bad input field by field', async () => {
    const item = { exercise_id: EXERCISE, due_date: today() };
    const person = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    // Someone who never joined the study is no participant of it.
    const outsider = await signInParticipant(db, clock.now());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cohort_id: 1, items: [item] }, 'title', 'fieldRequired'],
      [{ title: 'T', items: [item] }, 'cohort_id', 'fieldRequired'],
      [
        { title: 'T', cohort_id: 1, user_email: 'a@example.com', items: [item] },
        'cohort_id',
        'fieldRequired',
      ],
      [{ title: 'T', cohort_id: 1, items: [] }, 'items', 'fieldRequired'],
      [
        { title: 'T', cohort_id: 1, items: [{ ...item, due_date: '2024-13-45' }] },
        'items.0.due_date',
        'fieldInvalid',
      ],
      [{ title: 'T', user_email: 'not-an-email', items: [item] }, 'user_email', 'emailInvalid'],
      [
        { title: 'T', cohort_id: 1, done_percent: 0, items: [item] },
        'done_percent',
        'fieldInvalid',
      ],
      [
        { title: 'T', cohort_id: 1, done_percent: 101, items: [item] },
        'done_percent',
        'fieldInvalid',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { timing: BOX.timing, ramp: null } }],
        },
        'items.0.rhythm.name',
        'rhythmNameRequired',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { ...BOX, name: 'x'.repeat(41) } }],
        },
        'items.0.rhythm.name',
        'rhythmNameTooLong',
      ],
      [
        { title: 'T', cohort_id: 1, items: [{ ...item, rhythm: { name: 'B', ramp: null } }] },
        'items.0.rhythm.timing',
        'fieldInvalid',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { ...BOX, timing: { ...BOX.timing, inhale: 21 } } }],
        },
        'items.0.rhythm.timing.inhale',
        'rhythmBreathRange',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { ...BOX, timing: { ...BOX.timing, hold_out: 31 } } }],
        },
        'items.0.rhythm.timing.hold_out',
        'rhythmHoldRange',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { ...BOX, timing: { ...BOX.timing, exhale: 4.05 } } }],
        },
        'items.0.rhythm.timing.exhale',
        'rhythmTenths',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { ...COHERENT, timing: { ...COHERENT.timing, pace: 31 } } }],
        },
        'items.0.rhythm.timing.pace',
        'rhythmPaceRange',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [
            { ...item, rhythm: { ...COHERENT, timing: { ...COHERENT.timing, exhale_part: 0 } } },
          ],
        },
        'items.0.rhythm.timing.exhale_part',
        'rhythmRatioRange',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [
            {
              ...item,
              rhythm: { ...COHERENT, timing: { ...COHERENT.timing, pace: 30, hold_in: 1 } },
            },
          ],
        },
        'items.0.rhythm.timing.pace',
        'rhythmBreathRange',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [
            {
              ...item,
              rhythm: {
                ...BOX,
                timing: { kind: 'phases', inhale: 20, exhale: 20, hold_in: 30, hold_out: 30 },
              },
            },
          ],
        },
        'items.0.rhythm.timing.inhale',
        'rhythmPaceRange',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [item, { ...item, rhythm: { ...BOX, ramp: { from_pace: 3, minutes: 3 } } }],
        },
        'items.1.rhythm.ramp.from_pace',
        'rhythmRampSlower',
      ],
      [
        {
          title: 'T',
          cohort_id: 1,
          items: [{ ...item, rhythm: { ...BOX, ramp: { from_pace: 7, minutes: 0.2 } } }],
        },
        'items.0.rhythm.ramp.minutes',
        'rhythmRampRange',
      ],
      [
        { title: 'T', user_email: 'nobody@example.com', items: [item] },
        'user_email',
        'adminParticipantNotFound',
      ],
      [
        { title: 'T', user_email: outsider.user.email, items: [item] },
        'user_email',
        'adminParticipantNotFound',
      ],
      [
        { title: 'T', user_email: person.user.email, items: [{ ...item, exercise_id: 999_999 }] },
        'items',
        'fieldInvalid',
      ],
    ];
    for (const [body, field, key] of cases) {
      const error = errorOf(await assign(body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.fields?.[field], JSON.stringify(body)).toBe(key);
    }
    expect(errorOf(await assign({ title: 'T', cohort_id: 99_999, items: [item] })).status).toBe(
      404,
    );
    expect(
      errorOf(await call(app, 'GET', apiPath(API.adminProgramProgress, { id: 99_999 }), admin.auth))
        .status,
    ).toBe(404);
  });
});

describe("a study's programs are its own (decision 108)", () => {
  it("assigns in the study of the call, to its cohorts and participants only, and shows no other study's", async () => {
    const b = await otherStudy(db, clock.now());
    const { cohort: ourCohort } = await addStudyCohort(db);
    const ourPerson = await signInStudyParticipant(db, clock.now(), { secondFactor: true });
    const { cohort: theirCohort } = await addStudyCohort(db, b.study.id);
    const theirPerson = await signInStudyParticipant(db, clock.now(), {
      studyId: b.study.id,
      secondFactor: true,
    });
    const item = { exercise_id: EXERCISE, due_date: today() };
    const theirAssign = (body: Record<string, unknown>) =>
      call(app, 'POST', b.path(API.adminPrograms), b.researcher.auth, body);

    const ours = ZCreateProgramResponse.parse(
      (await assign({ title: 'Ours', cohort_id: ourCohort.id, items: [item] })).json(),
    ).data.program;
    const theirs = ZCreateProgramResponse.parse(
      (await theirAssign({ title: 'Theirs', cohort_id: theirCohort.id, items: [item] })).json(),
    ).data.program;
    const [row] = await db.select().from(programs).where(eq(programs.id, theirs.id));
    expect(row!.studyId).toBe(b.study.id);
    // The seeded demo program is the site's: in no study's list.
    const [demo] = await db.insert(programs).values({ title: 'Demo', studyId: null }).returning();

    const listed = async (url: string, auth: Record<string, string>) =>
      (
        (await call(app, 'GET', url, auth)).json() as { data: { programs: { id: number }[] } }
      ).data.programs.map((p) => p.id);
    expect(await listed(b.path(API.adminPrograms), b.researcher.auth)).toEqual([theirs.id]);
    const ourList = await listed(API.adminPrograms, admin.auth);
    expect(ourList).toContain(ours.id);
    expect(ourList).not.toContain(theirs.id);
    expect(ourList).not.toContain(demo!.id);

    // Our program, our cohort and our participant do not exist for them.
    for (const id of [ours.id, demo!.id]) {
      const res = await call(
        app,
        'GET',
        b.path(API.adminProgramProgress, { id }),
        b.researcher.auth,
      );
      expect(errorOf(res).status).toBe(404);
    }
    const progress = await call(
      app,
      'GET',
      apiPath(API.adminProgramProgress, { id: theirs.id }),
      admin.auth,
    );
    expect(errorOf(progress).status).toBe(404);
    expect(
      errorOf(await theirAssign({ title: 'T', cohort_id: ourCohort.id, items: [item] })).status,
    ).toBe(404);
    expect(
      errorOf(await theirAssign({ title: 'T', user_email: ourPerson.user.email, items: [item] }))
        .fields,
    ).toEqual({ user_email: 'adminParticipantNotFound' });
    const personal = await theirAssign({
      title: 'Theirs, personal',
      user_email: theirPerson.user.email,
      items: [item],
    });
    expect(ZCreateProgramResponse.parse(personal.json()).data.program.user_email).toBe(
      theirPerson.user.email,
    );
    expect(await db.$count(programs, eq(programs.studyId, b.study.id))).toBe(2);

    // Their monitor and analyst do not run the study: not even the exercise catalogue.
    for (const member of [b.monitor, b.analyst]) {
      for (const [method, path] of [
        ['GET', API.adminExercises],
        ['GET', API.adminPrograms],
        ['POST', API.adminPrograms],
        ['GET', apiPath(API.adminProgramProgress, { id: theirs.id })],
      ] as const) {
        const res = await call(app, method, b.path(path), member.auth, {
          title: 'T',
          cohort_id: theirCohort.id,
          items: [item],
        });
        expect(errorOf(res), `${method} ${path}`).toMatchObject({ status: 403, type: 'FORBIDDEN' });
      }
    }
    const catalogue = await call(app, 'GET', b.path(API.adminExercises), b.researcher.auth);
    expect(ZAdminExercisesResponse.parse(catalogue.json()).data.exercises.length).toBeGreaterThan(
      10,
    );
  });
});
