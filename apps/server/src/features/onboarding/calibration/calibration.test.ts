import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  ZSetUserSpeedResponse,
  ZUserCalibrationResponse,
  ZUserSpeedResponse,
} from '@resona/contract';
import { users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';

const { app, db, clock } = await createTestApp();
const signIn = (o = {}) => buildSignedInUser(db, clock.now(), o);

describe('GET get-user-calibration', () => {
  it('lists the five paces in order with titles, defaulting to 5', async () => {
    const { user, auth } = await signIn();
    const res = await app.inject({
      method: 'GET',
      url: `${API.userCalibration}?userid=${user.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const { data } = ZUserCalibrationResponse.parse(res.json());
    expect(data.calibration_list.map((p) => p.speed)).toEqual([4.5, 4.8, 5, 5.5, 6]);
    expect(data.calibration_list[0]!.title).toBe('4.5 breaths per minute');
    expect(data.calibration_list.filter((p) => p.is_default).map((p) => p.speed)).toEqual([5]);
    expect(data).toMatchObject({ recommended_speed: 5, is_calibrated: 0 });
  });

  it('defaults to 6 for the child age group and starts at a stored speed', async () => {
    const child = await signIn({ ageGroupId: 1 });
    const res = await app.inject({ method: 'GET', url: API.userCalibration, headers: child.auth });
    expect(ZUserCalibrationResponse.parse(res.json()).data.recommended_speed).toBe(6);
    const stored = await signIn({ ageGroupId: 1, averageSpeed: 4.8, isCalibrated: true });
    const res2 = await app.inject({
      method: 'GET',
      url: API.userCalibration,
      headers: stored.auth,
    });
    expect(ZUserCalibrationResponse.parse(res2.json()).data).toMatchObject({
      recommended_speed: 4.8,
      is_calibrated: 1,
    });
  });

  it("answers 404 for another user's id and 401 signed out", async () => {
    const { auth } = await signIn();
    const { user: other } = await buildUser(db);
    const res = await app.inject({
      method: 'GET',
      url: `${API.userCalibration}?userid=${other.id}`,
      headers: auth,
    });
    expect(errorOf(res)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect(errorOf(await app.inject({ method: 'GET', url: API.userCalibration })).status).toBe(401);
  });
});

describe('GET get-user-speed', () => {
  it('answers the stored speed, or the default', async () => {
    const { user, auth } = await signIn({ averageSpeed: 5.5, isCalibrated: true });
    const res = await app.inject({
      method: 'GET',
      url: `${API.userSpeed}?userid=${user.id}`,
      headers: auth,
    });
    expect(ZUserSpeedResponse.parse(res.json()).data).toEqual({ speed: 5.5, is_calibrated: 1 });
    const fresh = await signIn();
    const res2 = await app.inject({ method: 'GET', url: API.userSpeed, headers: fresh.auth });
    expect(ZUserSpeedResponse.parse(res2.json()).data).toEqual({ speed: 5, is_calibrated: 0 });
  });

  it("answers 404 for another user's id, 400 for a bad id and 401 signed out", async () => {
    const { auth } = await signIn();
    const { user: other } = await buildUser(db, { averageSpeed: 4.5 });
    expect(
      errorOf(
        await app.inject({
          method: 'GET',
          url: `${API.userSpeed}?userid=${other.id}`,
          headers: auth,
        }),
      ).status,
    ).toBe(404);
    expect(
      errorOf(
        await app.inject({ method: 'GET', url: `${API.userSpeed}?userid=abc`, headers: auth }),
      ).status,
    ).toBe(400);
    expect(errorOf(await app.inject({ method: 'GET', url: API.userSpeed })).status).toBe(401);
  });
});

describe('POST set-user-speed', () => {
  it('saves one of the five paces and marks the user calibrated', async () => {
    const { user, auth } = await signIn();
    const res = await app.inject({
      method: 'POST',
      url: API.setUserSpeed,
      headers: auth,
      payload: { userID: user.id, recommended_speed: '5.5' },
    });
    expect(res.statusCode).toBe(200);
    const body = ZSetUserSpeedResponse.parse(res.json());
    expect(body.data.speed).toBe(5.5);
    expect(body.data.user_flags.is_calibrated).toBe(1);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ averageSpeed: 5.5, isCalibrated: true });
  });

  it('keeps a resonance rate the assessment found, also where no calibration pace is', async () => {
    const { user, auth } = await signIn();
    const res = await app.inject({
      method: 'POST',
      url: API.setUserSpeed,
      headers: auth,
      payload: { userID: user.id, recommended_speed: 6.5 },
    });
    expect(ZSetUserSpeedResponse.parse(res.json()).data.speed).toBe(6.5);
    const calibration = await app.inject({
      method: 'GET',
      url: API.userCalibration,
      headers: auth,
    });
    expect(ZUserCalibrationResponse.parse(calibration.json()).data.recommended_speed).toBe(6.5);
  });

  it('refuses a speed that is not a calibration pace, and a missing one', async () => {
    const { user, auth } = await signIn();
    for (const recommended_speed of [5.2, 7, 'fast', undefined]) {
      const res = await app.inject({
        method: 'POST',
        url: API.setUserSpeed,
        headers: auth,
        payload: { userID: user.id, recommended_speed },
      });
      expect(errorOf(res)).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        message: 'Please choose one of the calibration paces',
      });
    }
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isCalibrated).toBe(false);
  });

  it("never writes another user's speed (404) and answers 401 signed out", async () => {
    const { auth } = await signIn();
    const { user: other } = await buildUser(db);
    const res = await app.inject({
      method: 'POST',
      url: API.setUserSpeed,
      headers: auth,
      payload: { userID: other.id, recommended_speed: 6 },
    });
    expect(errorOf(res).status).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.averageSpeed).toBeNull();
    expect(
      errorOf(
        await app.inject({
          method: 'POST',
          url: API.setUserSpeed,
          payload: { recommended_speed: 6 },
        }),
      ).status,
    ).toBe(401);
  });
});
