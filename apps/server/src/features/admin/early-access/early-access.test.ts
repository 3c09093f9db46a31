import { describe, expect, it } from 'vitest';
import { API, ZListEarlyAccessResponse } from '@resona/contract';
import { earlyAccessRequests } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { parseCsv } from '../../../test/read-csv.ts';
import { call, signInAdmin, signInParticipant } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());
const participant = await signInParticipant(db, clock.now());

const older = uniqueEmail('older');
const newer = uniqueEmail('newer');
await app.inject({ method: 'POST', url: API.earlyAccess, payload: { email: older } });
await app.inject({
  method: 'POST',
  url: API.earlyAccess,
  payload: { email: newer },
  headers: { 'device-language': 'uk' },
});

describe('GET admin/early-access', () => {
  it('lists the addresses newest first with their language and date', async () => {
    const res = await call(app, 'GET', API.adminEarlyAccess, admin.auth);
    expect(res.statusCode).toBe(200);
    const { data } = ZListEarlyAccessResponse.parse(res.json());
    expect(data.requests.map((r) => [r.email, r.language])).toEqual([
      [newer, 'uk'],
      [older, 'en'],
    ]);
    expect(Date.parse(data.requests[0]!.created_at)).not.toBeNaN();
    expect(data.next_cursor).toBeNull();
  });

  it('pages by cursor, a hundred at a time', async () => {
    await db.insert(earlyAccessRequests).values(
      Array.from({ length: 120 }, (_, i) => ({
        email: uniqueEmail(`page${i}`),
        languageId: 1,
      })),
    );
    const first = ZListEarlyAccessResponse.parse(
      (await call(app, 'GET', API.adminEarlyAccess, admin.auth)).json(),
    ).data;
    expect(first.requests).toHaveLength(100);
    const second = ZListEarlyAccessResponse.parse(
      (
        await call(app, 'GET', `${API.adminEarlyAccess}?cursor=${first.next_cursor}`, admin.auth)
      ).json(),
    ).data;
    expect(second.requests.map((r) => r.email).slice(-2)).toEqual([newer, older]);
    expect(second.next_cursor).toBeNull();
  });

  it('is for researchers only: 401 signed out, 403 for a participant', async () => {
    expect(errorOf(await call(app, 'GET', API.adminEarlyAccess, {})).status).toBe(401);
    expect(errorOf(await call(app, 'GET', API.adminEarlyAccess, participant.auth)).status).toBe(
      403,
    );
  });
});

describe('GET admin/early-access/export', () => {
  it('downloads every address as CSV, newest first', async () => {
    const res = await call(app, 'GET', API.adminEarlyAccessExport, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /resona-early-access-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['email', 'language', 'created_at']);
    expect(rows.slice(-2).map((r) => r.slice(0, 2))).toEqual([
      [newer, 'uk'],
      [older, 'en'],
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('is for researchers only: 401 signed out, 403 for a participant', async () => {
    expect(errorOf(await call(app, 'GET', API.adminEarlyAccessExport, {})).status).toBe(401);
    expect(
      errorOf(await call(app, 'GET', API.adminEarlyAccessExport, participant.auth)).status,
    ).toBe(403);
  });
});
