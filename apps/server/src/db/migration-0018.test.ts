import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createScratchPostgres } from '../test/database.ts';
import { openPostgres, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { rowsOf } from '../features/admin/assignments.ts';

const scratch: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of scratch.reverse()) await drop();
});

/** Every table of the public schema with its row count. */
async function counts(db: Database) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  ).map((t) => t.name);
  const out: Record<string, number> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`)),
    );
    out[name] = row!.n;
  }
  return out;
}

const studyOf = async (db: Database, table: string, where: string) =>
  rowsOf<{ study_id: number | null }>(
    await db.execute(sql.raw(`SELECT study_id FROM "${table}" WHERE ${where}`)),
  ).map((r) => r.study_id);

/**
 * A server of one study, as it stood at migration 0017, with a row of every kind the console
 * made: two researchers, codes of a batch, an arm and the site, a randomised allocation, consent
 * signed and withdrawn, questionnaires answered and scheduled, programs, the audit trail.
 */
async function fillOneStudy(db: Database) {
  await db.execute(
    sql.raw(`
    INSERT INTO users (email, role) VALUES
      ('owner@lab.example', 'admin'), ('second@lab.example', 'admin'),
      ('ana@example.com', 'participant'), ('ben@example.com', 'participant'),
      ('site-code@example.com', 'participant');
    INSERT INTO cohorts (name) VALUES ('Wave 1'), ('Arm A'), ('Arm B');
    INSERT INTO access_code_batches (cohort_id, count, use_limit, randomise) VALUES (1, 1, 1, true);
    INSERT INTO access_codes (code, cohort_id) VALUES ('WAVE1CODE', 1), ('ARMACODE', 2),
      ('ARMBCODE', 3);
    INSERT INTO access_codes (code) VALUES ('BANNERCODE'), ('LOOSECONSOLE');
    INSERT INTO access_code_batch_codes (access_code_id, batch_id) VALUES (1, 1);
    INSERT INTO study_arms (cohort_id, access_code_id, weight) VALUES (2, 2, 1), (3, 3, 1);
    INSERT INTO randomisation_settings (id, method, block_sizes, stratify_by, seed)
      VALUES (1, 'blocks', '{2}', 'none', 'aa');
    INSERT INTO allocation_sequences (stratum, allocated, last_sequence) VALUES ('all', 1, 1);
    INSERT INTO allocation_table_rows (stratum, sequence_number, arm_id) VALUES ('all', 1, 1),
      ('all', 2, 2);
    INSERT INTO arm_allocations (user_id, arm_id, stratum, sequence_number, access_code_id)
      VALUES (3, 1, 'all', 1, 1);
    INSERT INTO access_code_redemptions (access_code_id, user_id) VALUES (1, 3), (2, 3), (4, 5);
    INSERT INTO consent_documents (version, texts, published_at)
      VALUES (1, '{"en": "We ask you to take part."}', now());
    INSERT INTO consent_documents (texts) VALUES ('{"en": "A draft."}');
    INSERT INTO consent_signatures (user_id, document_id, version, language, text, text_sha256,
      typed_name, signed_at) VALUES (3, 1, 1, 'en', 'We ask you to take part.', 'x', 'Ana', now()),
      (4, 1, 1, 'en', 'We ask you to take part.', 'x', 'Ben', now());
    INSERT INTO consent_withdrawals (user_id, withdrawn_at, version) VALUES (4, now(), 1);
    INSERT INTO consent_settings (id, withdrawal_data) VALUES (1, 'erase');
    INSERT INTO programs (title, cohort_id) VALUES ('Week one', 1);
    INSERT INTO programs (title, seed_key) VALUES ('Starter week', 'Starter week');
    INSERT INTO study_surveys (kind, version, titles, intros, questions)
      VALUES ('pre', 1, '{"en": "Before"}', '{"en": "Hello"}', '[]');
    INSERT INTO study_survey_responses (survey_id, kind, user_id, email, answers)
      VALUES (1, 'pre', 3, 'ana@example.com', '{}');
    INSERT INTO questionnaire_schedules (kind, mode, day_in_study, local_minutes,
      remind_after_days) VALUES ('pre', 'day', 0, 600, 3);
    INSERT INTO questionnaire_deliveries (user_id, kind, stage, due_at, sent_at)
      VALUES (3, 'pre', 'first', now(), now());
    INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
      VALUES (3, 'study_pre', 'hash-1', now() + interval '1 day');
    INSERT INTO audit_log (source, action, target) VALUES
      ('command-line', 'role.grant', 'user:1'),
      ('console', 'cohort.create', 'cohort:1'),
      ('console', 'whitelist.add', 'plan:1'),
      ('console', 'export.download', 'export:early-access'),
      ('console', 'export.download', 'export:sessions'),
      ('console', 'consent.publish', 'consent:1');
  `),
  );
}

it('migration 0018 makes today’s data the first study, its researchers its owners, and loses nothing', async () => {
  const scratchDb = await createScratchPostgres('resona_m');
  const handle = await openPostgres(scratchDb.url, 2);
  scratch.push(scratchDb.drop, () => handle.close());
  const { db } = handle;
  await migrate(handle, { upTo: 18 }); // up to and including 0017
  await fillOneStudy(db);
  const before = await counts(db);

  await migrate(handle);

  // Every row is still there; only the new tables are new.
  const after = await counts(db);
  for (const [table, n] of Object.entries(before))
    expect([table, after[table]]).toEqual([table, n]);
  expect(after.studies).toBe(1);
  const [study] = rowsOf<{ id: number; name: string; status: string }>(
    await db.execute(sql`SELECT id, name, status FROM studies`),
  );
  expect(study).toEqual({ id: 1, name: 'First study', status: 'recruiting' });
  const owners = rowsOf<{ email: string; role: string }>(
    await db.execute(sql`SELECT u.email, m.role FROM study_members m
      JOIN users u ON u.id = m.user_id ORDER BY u.email`),
  );
  expect(owners).toEqual([
    { email: 'owner@lab.example', role: 'owner' },
    { email: 'second@lab.example', role: 'owner' },
  ]);

  // The console's rows belong to the first study.
  for (const table of [
    'cohorts',
    'access_code_batches',
    'study_arms',
    'randomisation_settings',
    'allocation_sequences',
    'allocation_table_rows',
    'arm_allocations',
    'consent_documents',
    'consent_withdrawals',
    'consent_settings',
    'study_surveys',
    'study_survey_responses',
    'questionnaire_schedules',
    'questionnaire_deliveries',
  ]) {
    expect([table, new Set(await studyOf(db, table, 'true'))]).toEqual([table, new Set([1])]);
  }
  // Codes of a batch, an arm or a cohort admit to it; the site's own code to none.
  expect(
    await studyOf(db, 'access_codes', `code IN ('WAVE1CODE', 'ARMACODE', 'ARMBCODE')`),
  ).toEqual([1, 1, 1]);
  expect(await studyOf(db, 'access_codes', `code IN ('BANNERCODE', 'LOOSECONSOLE')`)).toEqual([
    null,
    null,
  ]);
  expect(await studyOf(db, 'programs', `title = 'Week one'`)).toEqual([1]);
  expect(await studyOf(db, 'programs', `title = 'Starter week'`)).toEqual([null]);
  // The site's own entries of the audit trail belong to no study; the rest to the first.
  const audit = rowsOf<{ action: string; target: string; study_id: number | null }>(
    await db.execute(sql`SELECT action, target, study_id FROM audit_log ORDER BY id`),
  );
  expect(audit.map((a) => [a.action, a.target, a.study_id])).toEqual([
    ['role.grant', 'user:1', null],
    ['cohort.create', 'cohort:1', 1],
    ['whitelist.add', 'plan:1', null],
    ['export.download', 'export:early-access', null],
    ['export.download', 'export:sessions', 1],
    ['consent.publish', 'consent:1', 1],
  ]);
  // The trail refuses changes again, and a published consent text stays fixed.
  await expect(db.execute(sql`UPDATE audit_log SET target = 'x'`)).rejects.toThrow();
  await expect(
    db.execute(sql`UPDATE consent_documents SET texts = '{}' WHERE version = 1`),
  ).rejects.toThrow();

  // A second study takes the next id, and its names, versions and strata are its own.
  await db.execute(sql`INSERT INTO studies (name) VALUES ('Second study')`);
  await db.execute(sql`INSERT INTO cohorts (study_id, name) VALUES (2, 'Wave 1')`);
  await db.execute(sql`INSERT INTO consent_documents (study_id, texts) VALUES (2, '{}')`);
  await db.execute(sql`INSERT INTO allocation_sequences (study_id, stratum) VALUES (2, 'all')`);
  const [second] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM studies WHERE name = 'Second study'`),
  );
  expect(second!.id).toBe(2);
  // …and a name stays unique within a study.
  await expect(
    db.execute(sql`INSERT INTO cohorts (study_id, name) VALUES (2, 'WAVE 1')`),
  ).rejects.toThrow();
}, 180_000);
