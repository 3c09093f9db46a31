import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { API, ZPushPublicKeyResponse } from '@resona/contract';
import {
  accessCodeRedemptions,
  accessCodes,
  auditLog,
  cohorts,
  notifications,
  pushSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { commandLineActor } from '../../core/audit.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import { get, post, type Auth } from '../sessions/test-helpers.ts';
import { sendBroadcast } from './broadcast-service.ts';
import { notify } from './notify-service.ts';
import { browserKeys, decryptPush, startPushService, verifyVapid } from './test-push-service.ts';

const pushService = await startPushService();
afterAll(() => pushService.close());
const vapid = webpush.generateVAPIDKeys();
const { app, db, clock } = await createTestApp({
  env: {
    PUSH_ALLOWED_HOSTS: `${pushService.host},*.push.apple.com`,
    PUSH_TEST_CA_FILE: pushService.certFile,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  },
});
const deps = app.deps;
const signIn = () => buildSignedInUser(db, clock.now());

let nextPath = 0;
/** Subscribes a fresh browser of `auth` whose endpoint path starts with `prefix`. */
async function subscribeBrowser(auth: Auth, prefix = '/push') {
  const keys = browserKeys();
  const endpoint = `${pushService.origin}${prefix}/${++nextPath}`;
  const res = await post(
    app,
    API.pushSubscribe,
    { endpoint, p256dh: keys.p256dh, auth: keys.authText },
    auth,
  );
  expect(res.statusCode).toBe(200);
  return { ...keys, endpoint };
}

/** resona_push_sends_total of this app, by outcome. */
async function pushSends() {
  const { values } = await deps.metrics!.pushSends.get();
  const count = (outcome: string) => values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  return { sent: count('sent'), gone: count('gone'), failed: count('failed') };
}

const pushesTo = (endpoint: string) =>
  pushService.received.filter((p) => `${pushService.origin}${p.path}` === endpoint);

describe('Web Push delivery', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted push that only the browser can read', async () => {
    const me = await signIn();
    const browser = await subscribeBrowser(me.auth);
    const message = {
      type: 'Reminder' as const,
      title: 'Time to breathe',
      body: 'Five calm minutes',
      url: '/Home',
    };
    await notify(deps, deps.db, { userIds: [me.user.id] }, message);
    await deps.background.drain();
    const [push] = pushesTo(browser.endpoint);
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const { payload, protectedHeader } = await verifyVapid(
      push!,
      pushService.origin,
      vapid.publicKey,
    );
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe('mailto:support@resona.local');
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
    expect(payload.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    // Only title, body and url travel: no health data, no ids.
    expect(JSON.parse(decryptPush(push!.body, browser.ecdh, browser.auth))).toEqual({
      title: 'Time to breathe',
      body: 'Five calm minutes',
      url: '/Home',
    });
    // A different browser's keys cannot read it.
    const stranger = await subscribeBrowser((await signIn()).auth);
    expect(() => decryptPush(push!.body, stranger.ecdh, stranger.auth)).toThrow();
  });

  it('pushes only after the transaction commits, and never for a rolled-back row', async () => {
    const me = await signIn();
    const browser = await subscribeBrowser(me.auth);
    const message = { type: 'Reminder' as const, title: 'Rolled back', body: 'never' };
    await expect(
      deps.db.transaction(async (tx) => {
        await notify(deps, tx, { userIds: [me.user.id] }, message);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await deps.background.drain();
    expect(pushesTo(browser.endpoint)).toHaveLength(0);

    await deps.db.transaction(async (tx) => {
      await notify(deps, tx, { userIds: [me.user.id] }, { ...message, title: 'Committed' });
      // Still inside the transaction: nothing may have gone out yet.
      await sleep(300);
      expect(pushesTo(browser.endpoint)).toHaveLength(0);
    });
    await deps.background.drain();
    const pushes = pushesTo(browser.endpoint);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushes[0]!.body, browser.ecdh, browser.auth)).title).toBe(
      'Committed',
    );
  });

  it('deletes a subscription the push service answers 410 or 404 for', async () => {
    const me = await signIn();
    const gone = await subscribeBrowser(me.auth, '/gone');
    const missing = await subscribeBrowser(me.auth, '/missing');
    const alive = await subscribeBrowser(me.auth);
    const before = await pushSends();
    await notify(
      deps,
      deps.db,
      { userIds: [me.user.id] },
      { type: 'Other', title: 't', body: 'b' },
    );
    await deps.background.drain();
    expect(pushesTo(gone.endpoint)).toHaveLength(1);
    expect(pushesTo(missing.endpoint)).toHaveLength(1);
    // Counted for the metrics (resona_push_sends_total) by outcome.
    const after = await pushSends();
    expect({ sent: after.sent - before.sent, gone: after.gone - before.gone }).toEqual({
      sent: 1,
      gone: 2,
    });
    expect(after.failed).toBe(before.failed);
    const left = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.user.id));
    expect(left.map((r) => r.endpoint)).toEqual([alive.endpoint]);
  });

  it('sends nothing to a person who turned push off, but still lists the notification', async () => {
    const me = await signIn();
    const browser = await subscribeBrowser(me.auth);
    await post(app, API.updatePushStatus, { push_alert_status: 2 }, me.auth);
    await notify(
      deps,
      deps.db,
      { userIds: [me.user.id] },
      { type: 'Other', title: 'quiet', body: 'b' },
    );
    await deps.background.drain();
    expect(pushesTo(browser.endpoint)).toHaveLength(0);
    const list = await post(app, API.notificationList, {}, me.auth);
    expect(list.json().data.total_count).toBe(1);
  });

  it('broadcasts to a cohort or to everyone with one insert, pushing each device once', async () => {
    const inCohort = await signIn();
    const outside = await signIn();
    const browserIn = await subscribeBrowser(inCohort.auth);
    const browserOut = await subscribeBrowser(outside.auth);
    const [cohort] = await db.insert(cohorts).values({ name: 'Pilot' }).returning();
    const [code] = await db
      .insert(accessCodes)
      .values({ code: `COHORT-${cohort!.id}`, cohortId: cohort!.id })
      .returning();
    await db
      .insert(accessCodeRedemptions)
      .values({ accessCodeId: code!.id, userId: inCohort.user.id });

    expect(
      await sendBroadcast(
        deps,
        { title: 'Cohort news', body: 'Hi', cohortId: cohort!.id },
        commandLineActor(),
      ),
    ).toEqual({
      notified: 1,
    });
    await deps.background.drain();
    expect(pushesTo(browserIn.endpoint)).toHaveLength(1);
    expect(pushesTo(browserOut.endpoint)).toHaveLength(0);

    const everyone = await sendBroadcast(
      deps,
      { title: 'All', body: 'Everyone' },
      commandLineActor(),
    );
    expect(everyone.notified).toBe(await db.$count(users));
    await deps.background.drain();
    expect(pushesTo(browserOut.endpoint)).toHaveLength(1);
    expect(pushesTo(browserIn.endpoint)).toHaveLength(2);
    // The cohort's broadcast is in its study's trail; the one to everyone in no study's, so no
    // study's team sees it or the site's head count (decision 108).
    const filed = await db
      .select({ studyId: auditLog.studyId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'broadcast.send'))
      .orderBy(auditLog.id);
    expect(filed.map((e) => [e.studyId, (e.after as { title: string }).title])).toEqual([
      [cohort!.studyId, 'Cohort news'],
      [null, 'All'],
    ]);
    await expect(
      sendBroadcast(deps, { title: 'x', body: 'y', cohortId: 999_999 }, commandLineActor()),
    ).rejects.toThrow();
  });
});

describe('push subscription calls', () => {
  it('gives the VAPID public key and the person’s push status', async () => {
    const me = await signIn();
    const body = ZPushPublicKeyResponse.parse((await get(app, API.pushPublicKey, me.auth)).json());
    expect(body.data).toEqual({ public_key: vapid.publicKey, push_alert_status: 1 });
    expect(errorOf(await get(app, API.pushPublicKey)).status).toBe(401);
  });

  it('accepts the PushSubscription JSON in firebase_token and keeps one row per endpoint', async () => {
    const me = await signIn();
    const other = await signIn();
    const keys = browserKeys();
    const endpoint = `${pushService.origin}/push/firebase-field`;
    const firebase_token = JSON.stringify({
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.authText },
    });
    expect((await post(app, API.pushSubscribe, { firebase_token }, me.auth)).json()).toMatchObject({
      message: 'This device will receive notifications',
      data: { subscribed: 1 },
    });
    // Sent again by its owner (the page syncs it at each load): still one row, still theirs.
    await post(app, API.pushSubscribe, { firebase_token }, me.auth);
    const rows = await db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([{ userId: me.user.id }]);
    expect((await post(app, API.pushSubscribe, { firebase_token }, other.auth)).statusCode).toBe(
      409,
    );
  });

  it("never moves another person's endpoint to the caller: knowing the address is no proof", async () => {
    const owner = await signIn();
    const taker = await signIn();
    const browser = await subscribeBrowser(owner.auth);
    const mine = browserKeys();
    // The taker posts the owner's endpoint with keys of their own (or the owner's, if seen).
    for (const keys of [mine, browser]) {
      const res = await post(
        app,
        API.pushSubscribe,
        { endpoint: browser.endpoint, p256dh: keys.p256dh, auth: keys.authText },
        taker.auth,
      );
      expect(errorOf(res)).toMatchObject({ status: 409, type: 'PUSH_ENDPOINT_TAKEN' });
    }
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(row).toMatchObject({ userId: owner.user.id, p256dh: browser.p256dh });
    // The owner still gets their pushes.
    await notify(
      deps,
      db,
      { userIds: [owner.user.id] },
      { type: 'Other', title: 'Still mine', body: 'x' },
    );
    await deps.background.drain();
    expect(pushesTo(browser.endpoint)).toHaveLength(1);
  });

  it('a shared browser: the next person gets a new subscription of their own, never the old one', async () => {
    // The first person's subscription outlived their session (signed out offline, or the
    // session expired). The browser, which alone can withdraw it, does so at the push service
    // and subscribes again: a new endpoint, bound to the second person.
    const first = await signIn();
    const second = await signIn();
    // Under /gone the test push service answers 410, as it does once the browser withdrew it.
    const old = await subscribeBrowser(first.auth, '/gone');
    const res = await post(
      app,
      API.pushSubscribe,
      { endpoint: old.endpoint, p256dh: old.p256dh, auth: old.authText },
      second.auth,
    );
    expect(errorOf(res).type).toBe('PUSH_ENDPOINT_TAKEN');
    const fresh = await subscribeBrowser(second.auth);
    await notify(
      deps,
      db,
      { userIds: [first.user.id] },
      { type: 'Other', title: 'First', body: 'x' },
    );
    await deps.background.drain();
    // The withdrawn endpoint answered 410, so the first person's row is gone with it.
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, old.endpoint));
    expect(rows).toEqual([]);
    const [mine] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, fresh.endpoint));
    expect(mine?.userId).toBe(second.user.id);
  });

  it('refuses endpoints that are not https on an allowed push service', async () => {
    const { auth } = await signIn();
    const keys = browserKeys();
    for (const endpoint of [
      'http://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      `https://${pushService.host}.evil.test/push`,
      'https://user:pw@web.push.apple.com/x',
      'not a url',
    ]) {
      const error = errorOf(
        await post(
          app,
          API.pushSubscribe,
          { endpoint, p256dh: keys.p256dh, auth: keys.authText },
          auth,
        ),
      );
      expect(error.status).toBe(400);
      if (endpoint !== 'not a url') {
        expect(error.message).toBe('This push service address is not allowed');
      }
    }
    // A wildcard entry admits the service's subdomains.
    const ok = await post(
      app,
      API.pushSubscribe,
      { endpoint: 'https://web.push.apple.com/abc', p256dh: keys.p256dh, auth: keys.authText },
      auth,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('validates the keys and requires an endpoint', async () => {
    const { auth } = await signIn();
    const keys = browserKeys();
    const endpoint = `${pushService.origin}/push/validation`;
    expect(errorOf(await post(app, API.pushSubscribe, {}, auth))).toMatchObject({
      status: 400,
      message: 'This field is required',
    });
    for (const body of [
      { endpoint, p256dh: 'short', auth: keys.authText },
      { endpoint, p256dh: keys.p256dh, auth: 'x' },
      { endpoint, p256dh: keys.p256dh },
      { firebase_token: 'not json' },
    ]) {
      expect(errorOf(await post(app, API.pushSubscribe, body, auth))).toMatchObject({
        status: 400,
        message: 'This value is not valid',
      });
    }
    expect(errorOf(await post(app, API.pushSubscribe, { endpoint })).status).toBe(401);
  });

  it('unsubscribes only the caller’s own browser', async () => {
    const me = await signIn();
    const other = await signIn();
    const mine = await subscribeBrowser(me.auth);
    const theirs = await subscribeBrowser(other.auth);
    const res = await post(app, API.pushUnsubscribe, { endpoint: theirs.endpoint }, me.auth);
    expect(res.json().data).toEqual({ deleted: 0 });
    expect(
      (
        await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, theirs.endpoint))
      ).length,
    ).toBe(1);
    const done = await post(app, API.pushUnsubscribe, { endpoint: mine.endpoint }, me.auth);
    expect(done.json()).toMatchObject({
      message: 'This device will no longer receive notifications',
      data: { deleted: 1 },
    });
    expect(errorOf(await post(app, API.pushUnsubscribe, {}, me.auth))).toMatchObject({
      status: 400,
      message: 'This field is required',
    });
    expect(errorOf(await post(app, API.pushUnsubscribe, { endpoint: mine.endpoint })).status).toBe(
      401,
    );
  });

  it('removes a person’s subscriptions and notifications with their account', async () => {
    const me = await signIn();
    await subscribeBrowser(me.auth);
    await notify(
      deps,
      deps.db,
      { userIds: [me.user.id] },
      { type: 'Other', title: 't', body: 'b' },
    );
    await deps.background.drain();
    await db.delete(users).where(eq(users.id, me.user.id));
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, me.user.id))).toBe(0);
    expect(await db.$count(notifications, eq(notifications.userId, me.user.id))).toBe(0);
  });
});
