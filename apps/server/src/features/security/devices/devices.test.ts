import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  resolveLanguage,
  translate,
  ZLoginResponse,
  ZSignedInDevicesResponse,
  ZSignOutOtherDevicesResponse,
} from '@resona/contract';
import { sessions } from '../../../db/schema/index.ts';
import { createSession } from '../../../core/session-queries.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';

const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });
const signedIn = async (token: string) =>
  (await get(app, API.profileInfo, bearer(token))).statusCode === 200;

async function sessionId(token: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.id;
}

/** A person signed in on this computer, a phone and a tablet, a minute apart. */
async function personOnThreeDevices(overrides: Parameters<typeof buildSignedInUser>[2] = {}) {
  const { user, token } = await buildSignedInUser(db, clock.now(), overrides);
  await db
    .update(sessions)
    .set({ userAgent: FIREFOX_WINDOWS })
    .where(eq(sessions.tokenHash, hashToken(token)));
  clock.advance(60_000);
  const phone = await createSession(db, { userId: user.id, userAgent: PIXEL }, clock.now());
  clock.advance(60_000);
  const tabletAt = clock.now();
  const tablet = await createSession(db, { userId: user.id, userAgent: IPAD }, tabletAt);
  return { user, computer: token, phone, tablet, tabletAt };
}

const devices = async (token: string) =>
  ZSignedInDevicesResponse.parse((await get(app, API.signedInDevices, bearer(token))).json()).data
    .devices;

describe('GET security/devices', () => {
  it('lists every device signed in, this one first and marked, each by browser and system', async () => {
    const { computer, phone, tablet, tabletAt } = await personOnThreeDevices();
    const list = await devices(computer);
    expect(
      list.map(({ browser, system, kind, this_device }) => [browser, system, kind, this_device]),
    ).toEqual([
      ['Firefox', 'Windows', 'computer', true],
      ['Safari', 'iOS', 'tablet', false],
      ['Chrome', 'Android', 'phone', false],
    ]);
    expect(list.map((d) => d.device_id)).toEqual([
      await sessionId(computer),
      await sessionId(tablet),
      await sessionId(phone),
    ]);
    expect(Date.parse(list[1]!.signed_in_at)).toBe(tabletAt.getTime());
    expect(Date.parse(list[1]!.last_used_at)).toBe(tabletAt.getTime());
    // Asked from the phone, the phone is "this device".
    expect((await devices(phone)).filter((d) => d.this_device).map((d) => d.system)).toEqual([
      'Android',
    ]);
  });

  it('knows the browser a sign-in came from, and says nothing of one that named none', async () => {
    const { user, password } = await buildUser(db, {});
    const res = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: user.email, password },
      headers: { 'user-agent': PIXEL },
      remoteAddress: '10.77.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = ZLoginResponse.parse(res.json()).data.user_details.auth_token;
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.userAgent).toBe(PIXEL);
    const older = await createSession(db, { userId: user.id }, clock.now());
    const olderId = await sessionId(older);
    expect((await devices(token)).find((d) => d.device_id === olderId)).toMatchObject({
      browser: null,
      system: null,
      kind: null,
      this_device: false,
    });
  });

  it('keeps only the first 512 characters of a User-Agent', async () => {
    const { user, password } = await buildUser(db, {});
    const res = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: user.email, password },
      headers: { 'user-agent': `${PIXEL} ${'x'.repeat(2000)}` },
      remoteAddress: '10.77.0.2',
    });
    const token = ZLoginResponse.parse(res.json()).data.user_details.auth_token;
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.userAgent).toHaveLength(512);
  });

  it('answers 401 when signed out', async () => {
    expect(errorOf(await get(app, API.signedInDevices)).status).toBe(401);
  });
});

describe('POST security/devices/sign-out', () => {
  it('signs one other device out at once; the rest stay signed in', async () => {
    const { computer, phone, tablet } = await personOnThreeDevices();
    const phoneId = await sessionId(phone);
    const res = await post(app, API.signOutDevice, { device_id: phoneId }, bearer(computer));
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZSignedInDevicesResponse.parse(res.json());
    expect(reply.message).toBe(translate('en', 'deviceSignedOut'));
    expect(reply.data.devices.map((d) => d.device_id)).not.toContain(phoneId);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(tablet)).toBe(true);
    expect(await signedIn(computer)).toBe(true);
    // Gone is gone: a second try names nothing.
    expect(
      errorOf(await post(app, API.signOutDevice, { device_id: phoneId }, bearer(computer))).status,
    ).toBe(404);
  });

  it('says so in the language of the account', async () => {
    const { computer, phone } = await personOnThreeDevices({
      defaultLanguage: resolveLanguage('de')!.id,
    });
    const res = await post(
      app,
      API.signOutDevice,
      { device_id: await sessionId(phone) },
      bearer(computer),
    );
    expect(res.json()).toMatchObject({ message: translate('de', 'deviceSignedOut') });
  });

  it('does not sign out the device asking: that is the ordinary sign-out', async () => {
    const { computer } = await personOnThreeDevices();
    const res = await post(
      app,
      API.signOutDevice,
      { device_id: await sessionId(computer) },
      bearer(computer),
    );
    expect(errorOf(res).status).toBe(404);
    expect(await signedIn(computer)).toBe(true);
  });

  it("answers another person's device as one that does not exist, and leaves it signed in", async () => {
    const { phone } = await personOnThreeDevices();
    const stranger = await buildSignedInUser(db, clock.now(), {});
    const res = await post(
      app,
      API.signOutDevice,
      { device_id: await sessionId(phone) },
      stranger.auth,
    );
    expect(errorOf(res)).toMatchObject({ status: 404 });
    expect(await signedIn(phone)).toBe(true);
  });

  it('refuses a missing or malformed device id with the field named', async () => {
    const { computer } = await personOnThreeDevices();
    for (const body of [{}, { device_id: '' }, { device_id: 'phone' }, { device_id: -3 }]) {
      const error = errorOf(await post(app, API.signOutDevice, body, bearer(computer)));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.fields).toHaveProperty('device_id');
    }
  });

  it('answers 401 when signed out', async () => {
    const { phone } = await personOnThreeDevices();
    const res = await post(app, API.signOutDevice, { device_id: await sessionId(phone) });
    expect(errorOf(res).status).toBe(401);
    expect(await signedIn(phone)).toBe(true);
  });
});

describe('POST security/devices/sign-out-others', () => {
  it('signs out every other device of the account, and no one else', async () => {
    const { computer, phone, tablet } = await personOnThreeDevices();
    const stranger = await buildSignedInUser(db, clock.now(), {});
    const res = await post(app, API.signOutOtherDevices, {}, bearer(phone));
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZSignOutOtherDevicesResponse.parse(res.json());
    expect(reply.message).toBe(translate('en', 'otherDevicesSignedOut'));
    expect(reply.data.ended).toBe(2);
    expect(reply.data.devices).toEqual([
      expect.objectContaining({ device_id: await sessionId(phone), this_device: true }),
    ]);
    expect(await signedIn(computer)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(stranger.token)).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    const { phone } = await personOnThreeDevices();
    expect(errorOf(await post(app, API.signOutOtherDevices, {})).status).toBe(401);
    expect(await signedIn(phone)).toBe(true);
  });
});
