import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { API, apiPath } from '@resona/contract';
import { calls, type Call } from '@resona/contract/calls';
import { createTestApp } from '../../test/app.ts';
import { accessCodeRedemptions, FIRST_STUDY_ID } from '../../db/schema/index.ts';
import { buildAccessCode, buildSignedInUser, buildUser } from '../../test/factories.ts';
import { parseCsv } from '../../test/read-csv.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const bin = (name: string) => join(root, 'node_modules/.bin', name);

// The document as a deployment serves it: its server is the public address.
const { app, db } = await createTestApp({ env: { PUBLIC_URL: 'https://resona.example' } });
const document = app.swagger();
const folder = mkdtempSync(join(tmpdir(), 'resona-openapi-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it('has every call of the contract the apps make, by its operationId', () => {
    const ids = Object.values(document.paths ?? {}).flatMap((operations) =>
      Object.values(operations as Record<string, { operationId?: string }>).map(
        (o) => o.operationId,
      ),
    );
    const documented = Object.values<Call>(calls).filter((call) => !call.hidden);
    expect(ids.sort()).toEqual(documented.map((call) => call.id).sort());
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const { stdout } = await run(
      bin('redocly'),
      ['lint', file, '--extends=recommended', '--format=json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('gives a typed client (openapi-typescript) that compiles and calls a running server', async () => {
    const { user, password } = await buildUser(db);
    const stdout = await runClient(SIGN_IN_CLIENT, [user.email, password]);
    expect(JSON.parse(stdout)).toEqual({ minAge: expect.any(Number), signedIn: true });
  }, 120_000);

  it("describes a study API token on the study's data files, and on those only", () => {
    const { components } = document as { components?: { securitySchemes?: object } };
    const schemes = components?.securitySchemes ?? {};
    expect(schemes).toHaveProperty('studyToken', expect.objectContaining({ scheme: 'bearer' }));
    const opened = Object.values(document.paths ?? {}).flatMap((operations) =>
      Object.values(operations as Record<string, Operation>)
        .filter((o) => o.security?.some((s) => 'studyToken' in s))
        .map((o) => o.operationId),
    );
    expect(opened.sort()).toEqual(['adminCodebook', 'adminExport', 'adminRedcap']);
  });

  it('downloads an export with a study API token through the typed client', async () => {
    const analyst = await buildSignedInUser(db, new Date(), {
      secondFactor: true,
      team: { role: 'analyst', studyId: FIRST_STUDY_ID },
    });
    const { user: participant } = await buildUser(db, { isSurveyComplete: true });
    const code = await buildAccessCode(db, { studyId: FIRST_STUDY_ID, useLimit: 10 });
    await db
      .insert(accessCodeRedemptions)
      .values({ accessCodeId: code.id, userId: participant.id });
    const created = await app.inject({
      method: 'POST',
      url: apiPath(API.adminApiTokens, { studyId: FIRST_STUDY_ID }),
      headers: analyst.auth,
      payload: { name: 'Typed client' },
    });
    const { secret } = (created.json() as { data: { secret: string } }).data;
    const csv = await runClient(EXPORT_CLIENT, [secret]);
    const rows = parseCsv(csv);
    expect(rows[0]).toContain('participant_id');
    expect(rows[0]).not.toContain('email');
    // The participant is in the file under a pseudonym, never by their address or id alone.
    expect(rows.length).toBeGreaterThan(1);
    expect(csv).not.toContain(participant.email);
  }, 120_000);
});

interface Operation {
  operationId?: string;
  security?: Record<string, unknown>[];
}

let compiled: Promise<void> | undefined;
/**
 * Writes the client openapi-typescript generates from the served document and the call sites
 * below, and compiles them with tsc once: a call site that disagrees with the document fails.
 */
function compileClients() {
  compiled ??= (async () => {
    writeFileSync(join(folder, 'api.ts'), astToString(await openapiTS(document as never)));
    writeFileSync(join(folder, 'package.json'), '{ "type": "module" }');
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    writeFileSync(join(folder, 'sign-in.ts'), SIGN_IN_CLIENT.source);
    writeFileSync(join(folder, 'export.ts'), EXPORT_CLIENT.source);
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: TSC_OPTIONS }));
    const result = await run(bin('tsc'), ['-p', folder]).catch(
      (error: { stdout: string }) => error,
    );
    expect(result.stdout).toBe('');
  })();
  return compiled;
}

let listening: Promise<string> | undefined;
/** Runs a compiled call site against the app listening on a port of its own. */
async function runClient(client: { name: string }, args: string[]) {
  await compileClients();
  listening ??= app.listen({ port: 0, host: '127.0.0.1' });
  const { stdout } = await run('node', [
    join(folder, `out/${client.name}.js`),
    await listening,
    ...args,
  ]);
  return stdout;
}

const TSC_OPTIONS = {
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  module: 'nodenext',
  target: 'es2022',
  types: ['node'],
  outDir: 'out',
};

/** A call site as a client of the API would write it, checked by tsc against the document. */
const SIGN_IN_CLIENT = {
  name: 'sign-in',
  source: `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const [baseUrl, email, password] = process.argv.slice(2) as [string, string, string];
const api = createClient<paths>({ baseUrl });

const config = await api.GET('/api/v1/config');
if (!config.data) throw new Error('no config');
const minAge: number = config.data.data.min_age;

const login = await api.POST('/api/v1/auth/login', { body: { email, password } });
if (login.error) throw new Error(login.error.data.error_type);
// An account with a second factor is asked for it; this one has none.
if (!('user_details' in login.data.data)) throw new Error('second step asked for');
const token: string = login.data.data.user_details.auth_token;

console.log(JSON.stringify({ minAge, signedIn: token.length > 0 }));
`,
};

/** An analyst's script: the participants export with a study API token (decision 110). */
const EXPORT_CLIENT = {
  name: 'export',
  source: `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const [baseUrl, token] = process.argv.slice(2) as [string, string];
const api = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });

const { data, error, response } = await api.GET('/api/v1/admin/studies/{studyId}/export/{kind}', {
  params: { path: { studyId: 1, kind: 'participants' }, query: { include_email: '0' } },
  parseAs: 'text',
});
if (error !== undefined || data === undefined) throw new Error(\`export refused: \${response.status}\`);
const csv: string = data;
process.stdout.write(csv);
`,
};
