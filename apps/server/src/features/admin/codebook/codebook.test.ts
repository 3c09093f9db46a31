import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  CODEBOOK_NAMES,
  SITE_CODEBOOK_NAMES,
  type TCodebookName,
  type TSiteCodebookName,
} from '@resona/contract';
import { auditLog, studySurveyResponses, studySurveys } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { addHistory } from '../../library/test-helpers.ts';
import { seedOtherStudy } from '../export/test-helpers.ts';
import { addCohort, call, joinCohort, signInAdmin, signInMember } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

// One participant with a row in every study file, so each file has a header to read.
const { cohort, code } = await addCohort(db, 'Codebook arm');
const { user } = await buildUser(db, { ageGroupId: 3, genderId: 1, experienceId: 2 });
await joinCohort(db, user.id, code.id);
await addHistory(db, user.id, clock.now(), { durationSeconds: 120 });
const [pre] = await db.select().from(studySurveys).where(eq(studySurveys.kind, 'pre'));
await db.insert(studySurveyResponses).values({
  surveyId: pre!.id,
  kind: 'pre',
  userId: user.id,
  email: user.email,
  answers: { stress_upset: 3 },
});

const get = (url: string) => call(app, 'GET', url, admin.auth);

/** The header of each console file, as downloaded. */
const FILES: Record<TCodebookName, string> = {
  participants: `${apiPath(API.adminExport, { kind: 'participants' })}?include_email=1`,
  sessions: `${apiPath(API.adminExport, { kind: 'sessions' })}?include_email=1`,
  'survey-answers': `${apiPath(API.adminExport, { kind: 'survey-answers' })}?include_email=1`,
  feedback: `${apiPath(API.adminExport, { kind: 'feedback' })}?include_email=1`,
  'access-codes': API.adminAccessCodesExport,
  'audit-log': API.adminAuditLogExport,
  allocations: API.adminAllocationsExport,
  'questionnaire-schedules': API.adminQuestionnaireSchedulesExport,
};

async function codebookOf(name: TCodebookName) {
  const res = await get(apiPath(API.adminCodebook, { name }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const [head, ...rows] = parseCsv(res.body);
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ''])));
}

describe('every console file comes with its codebook', () => {
  it('covers every file the console offers', () => {
    expect(Object.keys(FILES).sort()).toEqual([...CODEBOOK_NAMES].sort());
  });

  it.each(CODEBOOK_NAMES)('%s: every header of the file has exactly one entry', async (name) => {
    const file = await get(FILES[name]);
    expect(file.statusCode, file.body).toBe(200);
    const [header] = parseCsv(file.body);
    const entries = (await codebookOf(name)).filter((e) => e.question_id === '');
    expect(entries.map((e) => e.variable)).toEqual(header);
    for (const e of entries) {
      expect(e.label, e.variable).not.toBe('');
      expect(e.type, e.variable).toMatch(
        /^(text|long-text|integer|number|date|datetime|flag|code)$/,
      );
      if (e.type === 'code' || e.type === 'flag') expect(e.values, e.variable).toContain(' = ');
    }
  });

  it('gives meanings from the reference data, units, and each question with its questionnaire version', async () => {
    const participants = await codebookOf('participants');
    const age = participants.find((e) => e.variable === 'age_group_id')!;
    expect(age.values).toMatch(/^\d+ = .+ \| \d+ = /);
    expect(participants.find((e) => e.variable === 'minutes')!.unit).toBe('minutes');
    expect(participants.find((e) => e.variable === 'verified')!.values).toBe('0 = no | 1 = yes');

    const answers = await codebookOf('survey-answers');
    const stress = answers.find(
      (e) => e.question_id === 'stress_upset' && e.questionnaire === 'pre',
    )!;
    expect(stress).toMatchObject({
      variable: 'answer',
      questionnaire: 'pre',
      questionnaire_version: String(pre!.version),
      type: 'code',
    });
    expect(stress.values).toMatch(/^1 = 1: .+\| 5 = 5: /);
    expect(answers.find((e) => e.question_id === 'comments')!.type).toBe('long-text');
  });

  it('reads as a page too, escaped, and each download is on record', async () => {
    const marker = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    const res = await get(`${apiPath(API.adminCodebook, { name: 'sessions' })}?format=html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toMatch(/resona-codebook-sessions-.*\.html/);
    expect(res.body).toContain('<code>before_rating</code>');
    expect(res.body).not.toContain('<script');
    const rows = await db.select().from(auditLog);
    expect(rows.slice(marker).map((r) => [r.action, r.target, r.after])).toEqual([
      ['export.download', 'export:codebook:sessions', { format: 'html' }],
    ]);
  });

  it('refuses an unknown file or format', async () => {
    expect(errorOf(await get(apiPath(API.adminCodebook, { name: 'nope' })))).toMatchObject({
      status: 400,
    });
    const res = await get(`${apiPath(API.adminCodebook, { name: 'sessions' })}?format=pdf`);
    expect(errorOf(res)).toMatchObject({ status: 400, fields: { format: expect.any(String) } });
  });

  it('sees the cohort of the file in the codebook of participants', async () => {
    const res = await get(`${FILES.participants}&cohort_id=${cohort.id}`);
    const [, row] = parseCsv(res.body);
    expect(row).toContain('Codebook arm');
  });
});

/** The header of each of the site's own files, as its administrator downloads them. */
const SITE_FILES: Record<TSiteCodebookName, string> = {
  'early-access': API.adminEarlyAccessExport,
  'site-audit-log': API.adminSiteAuditLogExport,
};

describe("the site's own files and their codebooks", () => {
  it.each(SITE_CODEBOOK_NAMES)(
    '%s: every header has one entry, on record in no study',
    async (name) => {
      const file = await get(SITE_FILES[name]);
      expect(file.statusCode, file.body).toBe(200);
      const [header] = parseCsv(file.body);
      const res = await get(apiPath(API.adminSiteCodebook, { name }));
      expect(res.statusCode, res.body).toBe(200);
      const [head, ...rows] = parseCsv(res.body);
      expect(rows.map((r) => r[head!.indexOf('variable')])).toEqual(header);
      const [newest] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(newest).toMatchObject({ target: `export:codebook:${name}`, studyId: null });
      const page = await get(`${apiPath(API.adminSiteCodebook, { name })}?format=html`);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<code>${header![0]}</code>`);
    },
  );

  it("refuses a study's file, a bad format, and anyone but the site administrator", async () => {
    const site = (name: string) => apiPath(API.adminSiteCodebook, { name });
    expect(errorOf(await get(site('participants'))).status).toBe(400);
    expect(errorOf(await get(`${site('early-access')}?format=pdf`))).toMatchObject({
      status: 400,
      fields: { format: expect.any(String) },
    });
    // And a study's codebook call has none of the site's files.
    expect(errorOf(await get(apiPath(API.adminCodebook, { name: 'early-access' }))).status).toBe(
      400,
    );
    const owner = await signInMember(db, clock.now(), { role: 'owner' });
    expect(errorOf(await call(app, 'GET', site('early-access'), owner.auth)).status).toBe(403);
    expect(errorOf(await call(app, 'GET', site('early-access'), {})).status).toBe(401);
  });
});

describe("each study's codebook", () => {
  it("describes the study's own questionnaires; a monitor is refused, a stranger not told", async () => {
    const b = await seedOtherStudy(db, clock.now());
    const path = apiPath(API.adminCodebook, { name: 'survey-answers', studyId: b.study.id });
    const res = await call(app, 'GET', path, b.analyst.auth);
    expect(res.statusCode, res.body).toBe(200);
    const questions = parseCsv(res.body)
      .slice(1)
      .map((r) => r[1])
      .filter(Boolean);
    expect(questions).toEqual(['b_only']);
    expect((await codebookOf('survey-answers')).map((e) => e.question_id)).not.toContain('b_only');
    expect(errorOf(await call(app, 'GET', path, b.monitor.auth)).status).toBe(403);
    const first = apiPath(API.adminCodebook, { name: 'survey-answers' });
    expect(errorOf(await call(app, 'GET', first, b.owner.auth)).status).toBe(404);
  });
});
