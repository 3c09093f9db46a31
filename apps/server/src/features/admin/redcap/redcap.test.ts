import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath } from '@resona/contract';
import {
  auditLog,
  FIRST_STUDY_ID,
  studySurveyResponses,
  studySurveys,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode, buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { addHistory } from '../../library/test-helpers.ts';
import { pseudonymIn, seedOtherStudy } from '../export/test-helpers.ts';
import { addCohort, call, joinCohort, signInAdmin } from '../test-helpers.ts';
import { REDCAP_DICTIONARY_HEADER } from './dictionary.ts';
import { validateDictionary, validateRecords } from './validate.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const { cohort, code } = await addCohort(db, 'REDCap arm');
const { user: p1 } = await buildUser(db, { ageGroupId: 3, genderId: 1, averageSpeed: 5.5 });
const { user: p2 } = await buildUser(db, { isVerified: false });
await joinCohort(db, p1.id, code.id);
// p2 joined the study with a code of no cohort.
await joinCohort(db, p2.id, (await buildAccessCode(db, { studyId: FIRST_STUDY_ID })).id);
await addHistory(db, p1.id, clock.now(), { durationSeconds: 90 });
const [pre] = await db
  .select()
  .from(studySurveys)
  .where(and(eq(studySurveys.kind, 'pre'), eq(studySurveys.studyId, FIRST_STUDY_ID)));
await db.insert(studySurveyResponses).values([
  {
    surveyId: pre!.id,
    kind: 'pre',
    userId: p1.id,
    email: p1.email,
    answers: { stress_upset: 4, comments: 'Calm, "quite" so\nthanks' },
    createdAt: new Date('2026-03-05T14:07:09Z'),
  },
  // Answered signed out: still p2's, by address.
  { surveyId: pre!.id, kind: 'pre', userId: null, email: p2.email, answers: { stress_upset: 2 } },
]);

const url = (file: string, query = '', studyId = FIRST_STUDY_ID) =>
  `${apiPath(API.adminRedcap, { file, studyId })}${query}`;
async function download(
  file: 'dictionary' | 'records',
  query = '',
  auth = admin.auth,
  studyId = FIRST_STUDY_ID,
) {
  const res = await call(app, 'GET', url(file, query, studyId), auth);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain(`resona-redcap-${file}-`);
  return parseCsv(res.body);
}

describe('the REDCap pair', () => {
  it('has a data dictionary REDCap takes: its columns in order, names, types, choices, validations', async () => {
    const rows = await download('dictionary', '?include_email=1');
    expect(rows[0]).toEqual([...REDCAP_DICTIONARY_HEADER]);
    const { errors, fields } = validateDictionary(rows);
    expect(errors).toEqual([]);
    expect(fields[0]).toMatchObject({ name: 'record_id', form: 'participant', type: 'text' });
    const byName = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byName.get('email')![10]).toBe('y'); // Identifier?
    expect(byName.get('email')![7]).toBe('email');
    expect(byName.get('verified')![3]).toBe('yesno');
    expect(byName.get('signed_up_at')![7]).toBe('datetime_seconds_ymd');
    expect(byName.get('sessions')![7]).toBe('integer');
    expect(byName.get('age_group_id')![3]).toBe('radio');
    expect(byName.get('age_group_id')![5]).toMatch(/^\d+, [^|]+( \| \d+, [^|]+)+$/);
    expect(byName.get('pre_stress_upset')).toMatchObject({
      1: 'pre_study_questionnaire',
      3: 'radio',
    });
    expect(byName.get('pre_comments')![3]).toBe('notes');
    expect(byName.get('pre_stress_upset')![17]).toContain(`versions ${pre!.version}`);
  });

  it('has records keyed by the dictionary’s names, with codes and REDCap dates', async () => {
    const { fields } = validateDictionary(await download('dictionary'));
    const records = await download('records');
    expect(records[0]).toEqual(fields.map((f) => f.name));
    expect(validateRecords(fields, records).errors).toEqual([]);
    const [head, ...body] = records;
    const col = (name: string) => head!.indexOf(name);
    expect(body).toHaveLength(2);
    const first = body.find((r) => r[col('pre_stress_upset')] === '4')!;
    expect(first[col('pre_submitted_at')]).toBe('2026-03-05 14:07:09');
    expect(first[col('pre_comments')]).toBe('Calm, "quite" so\nthanks');
    expect(first[col('verified')]).toBe('1');
    expect(first[col('cohort')]).toBe('REDCap arm');
    expect(first[col('signed_up_at')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const second = body.find((r) => r !== first)!;
    expect(second[col('verified')]).toBe('0');
    expect(second[col('pre_stress_upset')]).toBe('2');
    expect(head).not.toContain('email');
  });

  it('filters the records like the study export, e-mail only when asked, and puts each download on record', async () => {
    const marker = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    const records = await download('records', `?cohort_id=${cohort.id}&include_email=1`);
    expect(records).toHaveLength(2);
    expect(records[1]![records[0]!.indexOf('email')]).toBe(p1.email);
    await download('dictionary', '?from=2020-01-01');
    const rows = (await db.select().from(auditLog)).slice(marker);
    expect(rows.map((r) => [r.action, r.target, r.after])).toEqual([
      ['export.download', 'export:redcap-records', { cohort_id: cohort.id, include_email: true }],
      ['export.download', 'export:redcap-dictionary', { from: '2020-01-01', include_email: false }],
    ]);
  });

  it('refuses bad filters and an unknown file, and a cohort that does not exist', async () => {
    const bad = await call(
      app,
      'GET',
      url('records', '?from=2026-02-02&to=2026-01-01'),
      admin.auth,
    );
    expect(errorOf(bad)).toMatchObject({ status: 400, fields: { to: expect.any(String) } });
    const unknown = await call(app, 'GET', url('other'), admin.auth);
    expect(errorOf(unknown).status).toBe(400);
    const missing = await call(app, 'GET', url('records', '?cohort_id=999999'), admin.auth);
    expect(errorOf(missing).status).toBe(404);
  });
});

describe("each study's REDCap pair", () => {
  it("holds the study's questionnaires and participants only, keyed by its pseudonyms", async () => {
    const b = await seedOtherStudy(db, clock.now());
    const dictionary = await download('dictionary', '', b.owner.auth, b.study.id);
    const names = dictionary.slice(1).map((r) => r[0]);
    expect(names).toContain('pre_b_only');
    expect(names).not.toContain('pre_stress_upset');
    const { fields } = validateDictionary(dictionary);
    const records = await download('records', '', b.analyst.auth, b.study.id);
    expect(validateRecords(fields, records).errors).toEqual([]);
    const [head, ...body] = records;
    expect(body).toEqual([
      head!.map((name) =>
        name === 'record_id'
          ? pseudonymIn(app.deps.config.dataDir, b.study.id, b.participant.id)
          : name === 'pre_b_only'
            ? 'theirs'
            : expect.any(String),
      ),
    ]);
    const mine = await download('records');
    expect(mine.flat()).not.toContain('theirs');
  });

  it('refuses e-mail to an analyst, the study to a monitor, and another study’s cohort', async () => {
    const b = await seedOtherStudy(db, clock.now());
    const get = (file: string, query: string, auth: Record<string, string>) =>
      call(app, 'GET', url(file, query, b.study.id), auth);
    expect(errorOf(await get('records', '?include_email=1', b.analyst.auth))).toMatchObject({
      status: 403,
      fields: { include_email: 'adminAnalystPseudonymous' },
    });
    expect(errorOf(await get('dictionary', '', b.monitor.auth)).status).toBe(403);
    const alien = await get('records', `?cohort_id=${cohort.id}`, b.owner.auth);
    expect(errorOf(alien).status).toBe(404);
    expect(errorOf(await call(app, 'GET', url('records'), b.owner.auth)).status).toBe(404);
  });
});

describe('the dictionary validator follows REDCap’s rules', () => {
  const row = (over: Partial<Record<number, string>> = {}) => {
    const r = [
      'record_id',
      'participant',
      '',
      'text',
      'Record',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    for (const [i, v] of Object.entries(over)) r[Number(i)] = v!;
    return r;
  };
  const check = (...rows: string[][]) =>
    validateDictionary([[...REDCAP_DICTIONARY_HEADER], row(), ...rows]).errors;

  it('passes a good dictionary', () => {
    expect(check(row({ 0: 'mood', 3: 'radio', 4: 'Mood', 5: '1, Low | 2, High' }))).toEqual([]);
    expect(check(row({ 0: 'born', 3: 'text', 4: 'Born', 7: 'date_ymd', 8: '1900-01-01' }))).toEqual(
      [],
    );
  });

  it('refuses another header, bad names, types, choices and validations', () => {
    expect(validateDictionary([['Variable', 'Form']]).errors[0]).toMatch(/header/);
    expect(check(row({ 0: 'Mood' }))).toEqual([expect.stringMatching(/lowercase/)]);
    expect(check(row({ 0: '1mood' }))).toEqual([expect.stringMatching(/starting with a letter/)]);
    expect(check(row({ 0: 'record_id' }))).toEqual([expect.stringMatching(/twice/)]);
    expect(check(row({ 0: 'x', 3: 'checkboxes' }))).toEqual([expect.stringMatching(/field type/)]);
    expect(check(row({ 0: 'x', 3: 'radio', 5: 'Low | High' }))).toEqual([
      expect.stringMatching(/"1, Label \| 2, Label"/),
    ]);
    expect(check(row({ 0: 'x', 3: 'radio', 5: 'a b, Low | 2, High' }))).toEqual([
      expect.stringMatching(/choice code "a b"/),
    ]);
    expect(check(row({ 0: 'x', 3: 'text', 7: 'date' }))).toEqual([
      expect.stringMatching(/validation "date"/),
    ]);
    expect(check(row({ 0: 'x', 3: 'notes', 7: 'integer' }))).toEqual([
      expect.stringMatching(/only a text field/),
    ]);
    expect(check(row({ 0: 'x', 3: 'yesno', 5: '1, Yes' }))).toEqual([
      expect.stringMatching(/takes no choices/),
    ]);
    expect(check(row({ 0: 'x', 7: 'integer', 8: 'one' }))).toEqual([expect.stringMatching(/min/)]);
    expect(check(row({ 0: 'x', 10: 'yes' }))).toEqual([expect.stringMatching(/Identifier/)]);
    expect(check(row({ 0: 'x', 1: 'other' }), row({ 0: 'y', 1: 'participant' }))).toEqual([
      expect.stringMatching(/not together/),
    ]);
    expect(
      validateDictionary([[...REDCAP_DICTIONARY_HEADER], row({ 7: 'integer' })]).errors,
    ).toEqual([expect.stringMatching(/record id/)]);
  });

  it('warns past the 26 characters REDCap recommends, refuses past 100', () => {
    const long = validateDictionary([
      [...REDCAP_DICTIONARY_HEADER],
      row(),
      row({ 0: 'a'.repeat(27) }),
    ]);
    expect(long.errors).toEqual([]);
    expect(long.warnings).toEqual([expect.stringMatching(/26/)]);
    expect(check(row({ 0: 'a'.repeat(101) }))).toEqual([expect.stringMatching(/100/)]);
  });

  it('checks records against the dictionary', () => {
    const { fields } = validateDictionary([
      [...REDCAP_DICTIONARY_HEADER],
      row(),
      row({ 0: 'mood', 3: 'radio', 4: 'Mood', 5: '1, Low | 2, High' }),
      row({ 0: 'done', 3: 'yesno', 4: 'Done' }),
      row({ 0: 'at', 4: 'At', 7: 'datetime_seconds_ymd' }),
    ]);
    expect(
      validateRecords(fields, [
        ['record_id', 'mood', 'done', 'at'],
        ['a', '2', '1', '2026-03-05 14:07:09'],
      ]).errors,
    ).toEqual([]);
    expect(
      validateRecords(fields, [
        ['record_id', 'mood', 'extra'],
        ['a', '3', 'x'],
      ]).errors,
    ).toEqual([expect.stringMatching(/"extra"/), expect.stringMatching(/choices/)]);
    expect(
      validateRecords(fields, [
        ['record_id', 'at'],
        ['a', '2026-03-05T14:07:09Z'],
      ]).errors,
    ).toEqual([expect.stringMatching(/datetime_seconds_ymd/)]);
  });
});
