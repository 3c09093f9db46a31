import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { calls, type Call } from '@resona/contract/calls';
import { createTestApp } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';

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
    writeFileSync(join(folder, 'api.ts'), astToString(await openapiTS(document as never)));
    writeFileSync(join(folder, 'package.json'), '{ "type": "module" }');
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    writeFileSync(join(folder, 'client.ts'), CALL_SITE);
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: TSC_OPTIONS }));
    const compiled = await run(bin('tsc'), ['-p', folder]).catch(
      (error: { stdout: string }) => error,
    );
    expect(compiled.stdout).toBe('');

    const { user, password } = await buildUser(db);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { stdout } = await run('node', [
      join(folder, 'out/client.js'),
      address,
      user.email,
      password,
    ]);
    expect(JSON.parse(stdout)).toEqual({ minAge: expect.any(Number), signedIn: true });
  }, 120_000);
});

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
const CALL_SITE = `
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
`;
