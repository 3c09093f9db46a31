import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZHeartDataConsentResponse } from '@resona/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const read = async (auth: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: API.heartDataConsent, headers: auth });
  expect(res.statusCode).toBe(200);
  return ZHeartDataConsentResponse.parse(res.json()).data.agreed_at;
};

const write = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API.heartDataConsent, headers: auth, payload });

describe('heart-data-consent', () => {
  it('records the agreement with the server’s time, keeps the first, and withdraws it', async () => {
    const { user, auth } = await signIn();
    expect(await read(auth)).toBeNull();

    const before = clock.now().getTime();
    const res = await write(auth, { userID: user.id, agreed: 1 });
    expect(res.statusCode).toBe(200);
    const agreedAt = ZHeartDataConsentResponse.parse(res.json()).data.agreed_at!;
    // The server's clock at the request, not a time the device sends.
    expect(Date.parse(agreedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(agreedAt)).toBeLessThanOrEqual(clock.now().getTime());
    expect(await read(auth)).toBe(agreedAt);

    clock.advance(60_000);
    await write(auth, { agreed: 1 });
    expect(await read(auth)).toBe(agreedAt);

    await write(auth, { agreed: 0 });
    expect(await read(auth)).toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.heartDataConsentAt).toBeNull();
  });

  it('refuses an answer that is not 0 or 1, and a missing one', async () => {
    const { auth } = await signIn();
    for (const agreed of [2, 'yes', true, undefined]) {
      expect(errorOf(await write(auth, { agreed }))).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
      });
    }
    expect(await read(auth)).toBeNull();
  });

  it("never writes another user's agreement (404), and answers 401 signed out", async () => {
    const { auth } = await signIn();
    const { user: other } = await buildUser(db);
    expect(errorOf(await write(auth, { userID: other.id, agreed: 1 })).status).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.heartDataConsentAt).toBeNull();
    expect(errorOf(await write({}, { agreed: 1 })).status).toBe(401);
    expect(errorOf(await app.inject({ method: 'GET', url: API.heartDataConsent })).status).toBe(
      401,
    );
  });

  it('is each person’s own: one agreeing is not another agreeing', async () => {
    const first = await signIn();
    const second = await signIn();
    await write(first.auth, { agreed: 1 });
    expect(await read(second.auth)).toBeNull();
  });
});
