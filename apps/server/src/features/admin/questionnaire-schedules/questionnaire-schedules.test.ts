import { desc, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  MESSAGES,
  ZQuestionnaireSchedulesResponse,
  ZSaveQuestionnaireScheduleResponse,
} from '@resona/contract';
import { auditLog, FIRST_STUDY_ID, studySurveys } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode, buildStudy } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import {
  call,
  expectRunsStudyOnly,
  joinCohort,
  signInAdmin,
  signInMember,
  signInParticipant,
  signInStudyParticipant,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const en = MESSAGES.en;
const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
setClock('2026-06-01T12:00:00Z');
const admin = await signInAdmin(db, clock.now());

const save = (kind: string, body: unknown, auth = admin.auth) =>
  call(app, 'POST', apiPath(API.adminQuestionnaireSchedule, { kind }), auth, body);
const list = async () =>
  ZQuestionnaireSchedulesResponse.parse(
    (await call(app, 'GET', API.adminQuestionnaireSchedules, admin.auth)).json(),
  ).data.schedules;
const lastAudit = async () =>
  (await db.select().from(auditLog).where(gt(auditLog.id, 0)).orderBy(desc(auditLog.id)))[0];

const DAY_28 = {
  enabled: true,
  mode: 'day',
  day_in_study: 28,
  local_time: '10:00',
  remind_after_days: 3,
};

describe('scheduled questionnaires in the console', () => {
  it('lists every questionnaire, unscheduled at first', async () => {
    const schedules = await list();
    expect(schedules.map((s) => s.kind)).toEqual(['pre', 'mid', 'post']);
    expect(schedules.every((s) => s.schedule === null && s.completion === null)).toBe(true);
  });

  it('saves a schedule by day in study, on record in the audit trail, and counts who is due', async () => {
    const code = await buildAccessCode(db, { useLimit: 10, studyId: FIRST_STUDY_ID });
    // Started 30 days ago: day 28 was two days ago, the reminder is tomorrow.
    const started = await signInParticipant(db, clock.now());
    await joinCohort(db, started.user.id, code.id, new Date('2026-05-02T08:00:00Z'));
    // Started today: not yet due.
    const fresh = await signInParticipant(db, clock.now(), { deviceTimezone: 'Europe/Paris' });
    await joinCohort(db, fresh.user.id, code.id, new Date('2026-06-01T07:00:00Z'));
    // No code redeemed: the study has not started for them.
    await signInParticipant(db, clock.now());
    // A site code only: in no study.
    const site = await buildAccessCode(db, { useLimit: 10 });
    await joinCohort(db, (await signInParticipant(db, clock.now())).user.id, site.id);

    const res = await save('post', DAY_28);
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = ZSaveQuestionnaireScheduleResponse.parse(res.json());
    expect(message).toBe(en.adminScheduleSaved);
    expect(data.schedule.schedule).toMatchObject({
      enabled: true,
      mode: 'day',
      day_in_study: 28,
      on_date: null,
      local_time: '10:00',
      remind_after_days: 3,
    });
    expect(data.schedule.completion).toMatchObject({
      participants: 2,
      not_yet_due: 1,
      due: 1,
      done_on_time: 0,
      done_late: 0,
      overdue: 0,
      sent: 0,
      reminded: 0,
    });
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      action: 'questionnaire-schedule.save',
      target: 'questionnaire:post',
      before: null,
      after: { mode: 'day', day_in_study: 28, local_time: '10:00', remind_after_days: 3 },
    });

    // Moved to a date: the trail keeps before and after.
    const moved = await save('post', {
      ...DAY_28,
      mode: 'date',
      day_in_study: '',
      on_date: '2026-07-01',
      enabled: 'false',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list()).find((s) => s.kind === 'post')?.schedule).toMatchObject({
      enabled: false,
      mode: 'date',
      on_date: '2026-07-01',
      day_in_study: null,
    });
    expect(await lastAudit()).toMatchObject({
      before: { mode: 'day', day_in_study: 28 },
      after: { mode: 'date', on_date: '2026-07-01', enabled: false },
    });

    // The CSV: one row per participant of the study, named by pseudonym.
    await save('post', DAY_28);
    const csv = await call(app, 'GET', API.adminQuestionnaireSchedulesExport, admin.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'participant_id',
      'questionnaire',
      'study_start',
      'time_zone',
      'due_at',
      'reminder_at',
      'sent_at',
      'reminded_at',
      'done_at',
      'status',
    ]);
    const pseudonym = pseudonymiser(app.deps.config.dataDir, FIRST_STUDY_ID);
    const mine = rows.find((r) => r[0] === pseudonym(started.user.id))!;
    expect(mine.slice(1, 6)).toEqual([
      'post',
      '2026-05-02T08:00:00.000Z',
      'UTC',
      '2026-05-30T10:00:00.000Z',
      '2026-06-02T10:00:00.000Z',
    ]);
    expect(mine[9]).toBe('due');
    const paris = rows.find((r) => r[0] === pseudonym(fresh.user.id))!;
    // 10:00 in Paris (CEST) on 29 June.
    expect(paris.slice(3, 5)).toEqual(['Europe/Paris', '2026-06-29T08:00:00.000Z']);
    expect(paris[9]).toBe('not_yet_due');
    expect(csv.body).not.toContain(started.user.email);
    expect(await lastAudit()).toMatchObject({
      action: 'export.download',
      target: 'export:questionnaire-schedules',
    });
  });

  it.each([
    [{ ...DAY_28, mode: 'week' }, 'mode', 'fieldInvalid'],
    [{ ...DAY_28, day_in_study: 731 }, 'day_in_study', 'adminScheduleDayRange'],
    [{ ...DAY_28, day_in_study: -1 }, 'day_in_study', 'adminScheduleDayRange'],
    [{ ...DAY_28, day_in_study: undefined }, 'day_in_study', 'fieldRequired'],
    [{ ...DAY_28, on_date: '2026-07-01' }, 'on_date', 'adminScheduleDayOrDate'],
    [{ ...DAY_28, mode: 'date', day_in_study: undefined }, 'on_date', 'fieldRequired'],
    [
      { ...DAY_28, mode: 'date', day_in_study: undefined, on_date: '2026-02-30' },
      'on_date',
      'fieldInvalid',
    ],
    [{ ...DAY_28, local_time: '24:00' }, 'local_time', 'fieldInvalid'],
    [{ ...DAY_28, local_time: undefined }, 'local_time', 'fieldRequired'],
    [{ ...DAY_28, remind_after_days: 0 }, 'remind_after_days', 'adminScheduleRemindRange'],
    [{ ...DAY_28, remind_after_days: 61 }, 'remind_after_days', 'adminScheduleRemindRange'],
    [{ ...DAY_28, enabled: 'maybe' }, 'enabled', 'fieldInvalid'],
  ] as const)('refuses %j: %s', async (body, field, key) => {
    const refused = errorOf(await save('mid', body));
    expect(refused).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
    // Fields carry message keys; the console translates them (the message is in words).
    expect(refused.fields?.[field]).toBe(key);
  });

  it('refuses a date that has already passed everywhere, and an unknown questionnaire', async () => {
    const past = await save('mid', {
      ...DAY_28,
      mode: 'date',
      day_in_study: undefined,
      on_date: '2026-05-30',
    });
    expect(errorOf(past)).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: en.adminScheduleDatePast,
      fields: { on_date: 'adminScheduleDatePast' },
    });
    expect((await save('weekly', DAY_28)).statusCode).toBe(400);
    // Still today somewhere on Earth (at 06:00Z on 1 June it is 31 May at UTC−12): accepted.
    setClock('2026-06-01T06:00:00Z');
    const today = await save('mid', {
      ...DAY_28,
      mode: 'date',
      day_in_study: undefined,
      on_date: '2026-05-31',
    });
    expect(today.statusCode, today.body).toBe(200);
  });

  it('is for those who run the study only, before any validation', async () => {
    for (const [method, url, body] of [
      ['GET', API.adminQuestionnaireSchedules, undefined],
      ['GET', API.adminQuestionnaireSchedulesExport, undefined],
      ['POST', apiPath(API.adminQuestionnaireSchedule, { kind: 'nope' }), { mode: 1 }],
    ] as const) {
      await expectRunsStudyOnly(app, db, clock.now(), { method, url, body });
    }
  });
});

describe('two studies', () => {
  it("keeps each study's schedules, counts and file to its own questionnaires and participants", async () => {
    const other = await buildStudy(db);
    const team = await signInMember(db, clock.now(), { role: 'researcher', studyId: other.id });
    const inOther = (url: string, kind?: string) =>
      apiPath(url, { studyId: other.id, ...(kind && { kind }) });
    // The other study has a mid-study questionnaire only, and one participant of its own.
    await db.insert(studySurveys).values({
      studyId: other.id,
      kind: 'mid',
      version: 1,
      titles: { en: 'Their halfway' },
      intros: { en: '' },
      questions: [],
    });
    const theirs = await signInStudyParticipant(db, clock.now(), {
      studyId: other.id,
      at: new Date('2026-05-01T08:00:00Z'),
    });
    const ours = await signInStudyParticipant(db, clock.now(), {
      at: new Date('2026-05-01T08:00:00Z'),
    });
    const listOther = async () =>
      ZQuestionnaireSchedulesResponse.parse(
        (await call(app, 'GET', inOther(API.adminQuestionnaireSchedules), team.auth)).json(),
      ).data.schedules;
    expect((await listOther()).map((s) => [s.kind, s.schedule])).toEqual([['mid', null]]);

    const byDate = { ...DAY_28, mode: 'date', day_in_study: undefined, on_date: '2026-07-01' };
    const res = await call(
      app,
      'POST',
      inOther(API.adminQuestionnaireSchedule, 'mid'),
      team.auth,
      byDate,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'questionnaire-schedule.save',
      studyId: other.id,
    });
    // Its figures count its one participant; the first study's schedule of mid is untouched.
    const [mid] = await listOther();
    expect(mid!.completion).toMatchObject({ participants: 1, not_yet_due: 1 });
    const firstMid = (await list()).find((s) => s.kind === 'mid')!;
    expect(firstMid.schedule?.on_date ?? null).not.toBe('2026-07-01');

    // Each study names its participants by pseudonyms of its own (decision 108).
    const pseudonym = pseudonymiser(app.deps.config.dataDir, other.id);
    const firstPseudonym = pseudonymiser(app.deps.config.dataDir, FIRST_STUDY_ID);
    const csv = await call(app, 'GET', inOther(API.adminQuestionnaireSchedulesExport), team.auth);
    expect(csv.statusCode).toBe(200);
    const [, ...rows] = parseCsv(csv.body);
    expect(rows.map((r) => r[0])).toEqual([pseudonym(theirs.user.id)]);
    const first = parseCsv(
      (await call(app, 'GET', API.adminQuestionnaireSchedulesExport, admin.auth)).body,
    );
    expect(first.map((r) => r[0])).toContain(firstPseudonym(ours.user.id));
    expect(first.map((r) => r[0])).not.toContain(firstPseudonym(theirs.user.id));

    // The other study's team reaches nothing of the first study, nor the first's of theirs.
    const save404 = await call(
      app,
      'POST',
      apiPath(API.adminQuestionnaireSchedule, { studyId: FIRST_STUDY_ID, kind: 'mid' }),
      team.auth,
      byDate,
    );
    expect(errorOf(save404)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    const theirList = await call(app, 'GET', inOther(API.adminQuestionnaireSchedules), admin.auth);
    expect(errorOf(theirList).status).toBe(404);
  });
});
