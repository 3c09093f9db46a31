import { eq, isNull } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  API,
  SECURITY_EVENTS_PAGE,
  ZAdminSecurityEventsResponse,
  ZFactorsChangedResponse,
  ZSecurityEventsResponse,
  ZSignInReply,
  ZStartAuthenticatorResponse,
  type TSecurityEventKind,
} from '@resona/contract';
import { securityEvents, users } from '../../../db/schema/index.ts';
import { createSession } from '../../../core/session-queries.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, GOOD_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';

let address = 0;
/** Each call from an address of its own: the per-address limits never meet. */
const from = () => `10.33.${Math.floor(++address / 250)}.${address % 250}`;

const codeNow = (secret: string) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'user-agent': FIREFOX_WINDOWS, ...headers },
    remoteAddress: from(),
  });

async function ownEvents(auth: Auth, query = '') {
  const res = await get(app, `${API.securityEvents}${query}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return ZSecurityEventsResponse.parse(res.json()).data;
}

const kinds = async (auth: Auth) => (await ownEvents(auth)).events.map((e) => e.kind);

/** The rows of one account, oldest first, as the database holds them. */
const rowsOf = (userId: number) =>
  db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(securityEvents.id);

/** A person who adds an authenticator app through the API, as the settings page does. */
async function withAuthenticator() {
  const person = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
  const started = await post(app, API.startAuthenticator, { password: GOOD_PASSWORD }, person.auth);
  const { secret } = ZStartAuthenticatorResponse.parse(started.json()).data;
  const confirmed = await send(
    API.confirmAuthenticator,
    { code: await codeNow(secret) },
    person.auth,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recovery_codes } = ZFactorsChangedResponse.parse(confirmed.json()).data;
  return { ...person, secret, recoveryCodes: recovery_codes! };
}

async function firstStep(email: string) {
  const reply = ZSignInReply.parse(
    (await send(API.login, { email, password: GOOD_PASSWORD })).json(),
  );
  if (!('second_factor' in reply.data)) throw new Error('no second step asked for');
  return reply.data.second_factor.token;
}

describe('what each action records', () => {
  it('a sign-in with the password, from its address and browser; a wrong one as failed', async () => {
    const { user } = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    expect(
      (await send(API.login, { email: user.email, password: 'wrong-Password-9' })).statusCode,
    ).toBe(400);
    const ok = await send(API.login, { email: user.email, password: GOOD_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.kind)).toEqual(['sign-in-failed', 'sign-in']);
    expect(rows[1]).toMatchObject({
      userAgent: FIREFOX_WINDOWS,
      detail: { method: 'password' },
    });
    expect(rows[1]!.ip).toMatch(/^10\.33\./);
    // Nothing of the password typed is kept anywhere in the row.
    expect(JSON.stringify(rows)).not.toContain('wrong-Password-9');
  });

  it('writes nothing for an address with no account, so the log tells nobody who has one', async () => {
    const before = await db.select().from(securityEvents).where(isNull(securityEvents.userId));
    const stranger = uniqueEmail('nobody');
    const res = await send(API.login, { email: stranger, password: 'Wrong-password-1' });
    expect(res.statusCode).toBe(400);
    const after = await db.select().from(securityEvents).where(isNull(securityEvents.userId));
    expect(after).toHaveLength(before.length);
    expect(JSON.stringify(await db.select().from(securityEvents))).not.toContain(stranger);
  });

  it('the second step: a wrong code, the right one, then a recovery code', async () => {
    const person = await withAuthenticator();
    const token = await firstStep(person.user.email);
    expect((await send(API.loginSecondFactor, { token, code: '000000' })).statusCode).toBe(400);
    clock.advance(30_000);
    const passed = await send(API.loginSecondFactor, { token, code: await codeNow(person.secret) });
    expect(passed.statusCode, passed.body).toBe(200);
    const again = await firstStep(person.user.email);
    const recovered = await send(API.loginSecondFactor, {
      token: again,
      recovery_code: person.recoveryCodes[0],
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const rows = await rowsOf(person.user.id);
    expect(rows.map((r) => [r.kind, r.detail])).toEqual([
      ['authenticator-added', null],
      ['second-step-failed', { method: 'code' }],
      ['second-step-passed', { method: 'code' }],
      ['recovery-code-used', { method: 'recovery_code' }],
    ]);
    // No code, recovery code or token is in the log.
    const logged = JSON.stringify(rows);
    expect(logged).not.toContain(person.recoveryCodes[0]!);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(person.secret);
  });

  it('new recovery codes and the authenticator removed', async () => {
    const person = await withAuthenticator();
    expect(
      (await send(API.newRecoveryCodes, { password: GOOD_PASSWORD }, person.auth)).statusCode,
    ).toBe(200);
    expect(
      (await send(API.removeAuthenticator, { password: GOOD_PASSWORD }, person.auth)).statusCode,
    ).toBe(200);
    expect(await kinds(person.auth)).toEqual([
      'authenticator-removed',
      'recovery-codes-renewed',
      'authenticator-added',
    ]);
  });

  it('a device signed out, all others, this one, and a new password', async () => {
    const person = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    const phone = await createSession(db, { userId: person.user.id }, clock.now());
    await createSession(db, { userId: person.user.id }, clock.now());
    const devices = (await get(app, API.signedInDevices, person.auth)).json() as {
      data: { devices: { device_id: number; this_device: boolean }[] };
    };
    const other = devices.data.devices.find((d) => !d.this_device)!.device_id;
    expect((await send(API.signOutDevice, { device_id: other }, person.auth)).statusCode).toBe(200);
    expect((await send(API.signOutOtherDevices, {}, person.auth)).statusCode).toBe(200);
    const changed = await send(
      API.changePassword,
      {
        old_password: GOOD_PASSWORD,
        new_password: 'Quiet-harbour-lantern-84',
        confirm_password: 'Quiet-harbour-lantern-84',
      },
      person.auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // The phone was signed out with the others: its sign-out is refused and records nothing.
    expect((await get(app, API.logout, { authorization: `Bearer ${phone}` })).statusCode).not.toBe(
      200,
    );
    expect((await get(app, API.logout, person.auth)).statusCode).toBe(200);
    const rows = await rowsOf(person.user.id);
    expect(rows.map((r) => [r.kind, r.detail])).toEqual([
      ['device-signed-out', { device_id: other }],
      ['other-devices-signed-out', { ended: 1 }],
      ['password-changed', { other_sessions_ended: 0 }],
      ['signed-out', null],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Quiet-harbour-lantern-84');
  });

  it('goes with the account when the account is erased', async () => {
    const { user } = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    await send(API.login, { email: user.email, password: GOOD_PASSWORD });
    expect(await rowsOf(user.id)).toHaveLength(1);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});

async function seedEvents(userId: number, count: number, kind: TSecurityEventKind = 'sign-in') {
  const start = clock.now().getTime();
  await db.insert(securityEvents).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      kind,
      at: new Date(start + i * 1000),
      ip: '10.9.9.9',
      userAgent: FIREFOX_WINDOWS,
    })),
  );
}

describe('GET security/events', () => {
  it("lists the caller's own events, newest first, 50 a page, with the browser named", async () => {
    const person = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    await seedEvents(person.user.id, SECURITY_EVENTS_PAGE + 5);
    const first = await ownEvents(person.auth);
    expect(first.events).toHaveLength(SECURITY_EVENTS_PAGE);
    expect(first.events[0]).toMatchObject({
      kind: 'sign-in',
      ip: '10.9.9.9',
      browser: 'Firefox',
      system: 'Windows',
    });
    const times = first.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.next_cursor).toBe(first.events.at(-1)!.id);
    const second = await ownEvents(person.auth, `?cursor=${first.next_cursor}`);
    expect(second.events).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const ids = [...first.events, ...second.events].map((e) => e.id);
    expect(new Set(ids).size).toBe(SECURITY_EVENTS_PAGE + 5);
  });

  it("never shows another person's events", async () => {
    const owner = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    const stranger = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    await seedEvents(owner.user.id, 3, 'sign-in-failed');
    expect((await ownEvents(stranger.auth)).events).toEqual([]);
    expect((await ownEvents(owner.auth)).events).toHaveLength(3);
  });

  it('refuses a cursor that is no id, with the field named', async () => {
    const person = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    for (const cursor of ['abc', '-3', '1.5']) {
      const error = errorOf(await get(app, `${API.securityEvents}?cursor=${cursor}`, person.auth));
      expect(error.status, cursor).toBe(400);
      expect(error.fields).toHaveProperty('cursor');
    }
  });

  it('answers 401 when signed out', async () => {
    expect(errorOf(await get(app, API.securityEvents)).status).toBe(401);
  });
});

describe('GET admin/security-events', () => {
  const researcher = () =>
    buildSignedInUser(db, clock.now(), {
      email: uniqueEmail('researcher'),
      role: 'admin',
      secondFactor: true,
    });

  async function consoleEvents(auth: Auth, query: string) {
    const res = await get(app, `${API.adminSecurityEvents}${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return ZAdminSecurityEventsResponse.parse(res.json()).data;
  }

  it("shows every account's events, by address (any case) and by kind", async () => {
    const admin = await researcher();
    const one = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    const two = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    await seedEvents(one.user.id, 2, 'sign-in-failed');
    await seedEvents(two.user.id, 1, 'passkey-added');
    const everyone = await consoleEvents(admin.auth, '');
    const accounts = new Set(everyone.events.map((e) => e.user_id));
    expect(accounts.has(one.user.id) && accounts.has(two.user.id)).toBe(true);
    const byAddress = await consoleEvents(
      admin.auth,
      `?email=${encodeURIComponent(one.user.email.toUpperCase())}`,
    );
    expect(byAddress.events.map((e) => [e.email, e.kind, e.user_agent])).toEqual([
      [one.user.email, 'sign-in-failed', FIREFOX_WINDOWS],
      [one.user.email, 'sign-in-failed', FIREFOX_WINDOWS],
    ]);
    const byKind = await consoleEvents(admin.auth, '?kind=passkey-added');
    expect(byKind.events.length).toBeGreaterThan(0);
    expect(byKind.events.every((e) => e.kind === 'passkey-added')).toBe(true);
    expect(byKind.events.map((e) => e.user_id)).toContain(two.user.id);
  });

  it('refuses an unknown kind and a bad cursor', async () => {
    const admin = await researcher();
    const kind = errorOf(await get(app, `${API.adminSecurityEvents}?kind=hacked`, admin.auth));
    expect(kind.status).toBe(400);
    expect(kind.fields).toHaveProperty('kind');
    const cursor = errorOf(await get(app, `${API.adminSecurityEvents}?cursor=x`, admin.auth));
    expect(cursor.fields).toHaveProperty('cursor');
  });

  it('is shut to a participant, to a researcher without a second factor, and when signed out', async () => {
    const participant = await buildSignedInUser(db, clock.now(), { email: uniqueEmail('events') });
    expect(errorOf(await get(app, API.adminSecurityEvents, participant.auth)).status).toBe(403);
    const unverified = await buildSignedInUser(db, clock.now(), {
      email: uniqueEmail('researcher'),
      role: 'admin',
    });
    expect(errorOf(await get(app, API.adminSecurityEvents, unverified.auth)).status).toBe(403);
    expect(errorOf(await get(app, API.adminSecurityEvents)).status).toBe(401);
  });
});
