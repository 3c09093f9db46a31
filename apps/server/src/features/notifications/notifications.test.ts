import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  ZNotificationListResponse,
  ZUpdateNotificationResponse,
  ZUpdatePushStatusResponse,
} from '@resona/contract';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { errorOf, multipart } from '../../test/http.ts';
import { post, type Auth } from '../sessions/test-helpers.ts';
import { notify } from './notify-service.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

/** n notifications for one user, oldest first, one second apart so their order is certain. */
async function seed(userId: number, n: number, type: 'Broadcast' | 'Reminder' = 'Broadcast') {
  for (let i = 1; i <= n; i++) {
    await db.insert(notifications).values({
      userId,
      type,
      title: `Title ${i}`,
      body: `Body ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    });
  }
}

const list = async (auth: Auth, offset?: number | string) => {
  const res = await post(app, API.notificationList, offset === undefined ? {} : { offset }, auth);
  expect(res.statusCode).toBe(200);
  return ZNotificationListResponse.parse(res.json());
};

describe('POST notification-list', () => {
  it('answers the empty state with the spec text', async () => {
    const { auth } = await signIn();
    const body = await list(auth);
    expect(body.message).toBe('No notification available');
    expect(body.data).toEqual({ notificationData: [], unread_msg: 0, total_count: 0 });
  });

  it('pages ten at a time, newest first, with total_count and unread_msg', async () => {
    const me = await signIn();
    const other = await signIn();
    await seed(me.user.id, 25);
    await seed(other.user.id, 3);
    const first = await list(me.auth, 0);
    expect(first.message).toBe('');
    expect(first.data.total_count).toBe(25);
    expect(first.data.unread_msg).toBe(25);
    expect(first.data.notificationData.map((n) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Title ${25 - i}`),
    );
    expect(first.data.notificationData[0]).toMatchObject({
      message: 'Body 25',
      is_read: 0,
      notification_type: 'Broadcast',
      url: null,
    });
    const second = await list(me.auth, '10'); // form fields arrive as text
    expect(second.data.notificationData.map((n) => n.title)[0]).toBe('Title 15');
    const third = await list(me.auth, 20);
    expect(third.data.notificationData.map((n) => n.title)).toEqual([
      'Title 5',
      'Title 4',
      'Title 3',
      'Title 2',
      'Title 1',
    ]);
    expect((await list(me.auth, 30)).data.notificationData).toEqual([]);
  });

  it('accepts multipart form data as the spec’s clients send it', async () => {
    const me = await signIn();
    await seed(me.user.id, 2);
    const form = await multipart({ offset: '0' });
    const res = await app.inject({
      method: 'POST',
      url: API.notificationList,
      payload: form.payload,
      headers: { ...me.auth, ...form.headers },
    });
    expect(ZNotificationListResponse.parse(res.json()).data.total_count).toBe(2);
  });

  it('rejects a negative or non-numeric offset', async () => {
    const { auth } = await signIn();
    for (const offset of [-10, 'ten', 2.5]) {
      const error = errorOf(await post(app, API.notificationList, { offset }, auth));
      expect(error).toMatchObject({ status: 400, message: 'This value is not valid' });
    }
  });

  it('is for signed-in people only', async () => {
    expect(errorOf(await post(app, API.notificationList, { offset: 0 })).status).toBe(401);
  });
});

describe('POST update-notification', () => {
  it('marks one read and answers is_read with the new unread_msg', async () => {
    const me = await signIn();
    await seed(me.user.id, 3);
    const [newest] = (await list(me.auth)).data.notificationData;
    const res = await post(
      app,
      API.updateNotification,
      { notificationID: String(newest!.notificationID) },
      me.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(ZUpdateNotificationResponse.parse(res.json()).data).toEqual({
      notificationID: newest!.notificationID,
      is_read: 1,
      unread_msg: 2,
    });
    const after = await list(me.auth);
    expect(after.data.unread_msg).toBe(2);
    expect(after.data.notificationData[0]!.is_read).toBe(1);
    // Marking it again is harmless and keeps the count.
    const again = await post(
      app,
      API.updateNotification,
      { notificationID: newest!.notificationID },
      me.auth,
    );
    expect(ZUpdateNotificationResponse.parse(again.json()).data.unread_msg).toBe(2);
  });

  it('answers 404 for another person’s notification and changes nothing', async () => {
    const me = await signIn();
    const other = await signIn();
    await seed(other.user.id, 1);
    const [theirs] = (await list(other.auth)).data.notificationData;
    const error = errorOf(
      await post(app, API.updateNotification, { notificationID: theirs!.notificationID }, me.auth),
    );
    expect(error).toMatchObject({ status: 404, type: 'NOT_FOUND', message: 'Not Found' });
    const [row] = await db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, theirs!.notificationID));
    expect(row!.isRead).toBe(false);
    // An id that does not exist at all answers exactly the same.
    expect(
      errorOf(await post(app, API.updateNotification, { notificationID: 2_000_000_000 }, me.auth)),
    ).toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('validates notificationID', async () => {
    const { auth } = await signIn();
    expect(errorOf(await post(app, API.updateNotification, {}, auth))).toMatchObject({
      status: 400,
      message: 'This field is required',
    });
    for (const notificationID of ['abc', -1, 0]) {
      expect(
        errorOf(await post(app, API.updateNotification, { notificationID }, auth)).status,
      ).toBe(400);
    }
  });

  it('is for signed-in people only', async () => {
    expect(errorOf(await post(app, API.updateNotification, { notificationID: 1 })).status).toBe(
      401,
    );
  });
});

describe('POST update-push-status', () => {
  it('turns push off (2) and on (1)', async () => {
    const me = await signIn();
    const status = async () =>
      (await db.select().from(users).where(eq(users.id, me.user.id)))[0]!.pushAlertStatus;
    let res = await post(app, API.updatePushStatus, { push_alert_status: '2' }, me.auth);
    expect(ZUpdatePushStatusResponse.parse(res.json())).toMatchObject({
      message: 'Push notifications turned off',
      data: { push_alert_status: 2 },
    });
    expect(await status()).toBe(2);
    res = await post(app, API.updatePushStatus, { push_alert_status: 1 }, me.auth);
    expect(ZUpdatePushStatusResponse.parse(res.json())).toMatchObject({
      message: 'Push notifications turned on',
      data: { push_alert_status: 1 },
    });
    expect(await status()).toBe(1);
  });

  it('validates push_alert_status', async () => {
    const { auth } = await signIn();
    expect(errorOf(await post(app, API.updatePushStatus, {}, auth))).toMatchObject({
      status: 400,
      message: 'This field is required',
    });
    for (const push_alert_status of [0, 3, 'on']) {
      expect(
        errorOf(await post(app, API.updatePushStatus, { push_alert_status }, auth)),
      ).toMatchObject({ status: 400, message: 'This value is not valid' });
    }
  });

  it('is for signed-in people only', async () => {
    expect(errorOf(await post(app, API.updatePushStatus, { push_alert_status: 1 })).status).toBe(
      401,
    );
  });
});

describe('notify()', () => {
  it('writes one row per person of the audience and nothing when the transaction rolls back', async () => {
    const a = await signIn();
    const b = await signIn();
    const deps = app.deps;
    const message = { type: 'Reminder' as const, title: 'Breathe', body: 'Now', url: '/Home' };
    expect(
      await notify(deps, deps.db, { userIds: [a.user.id, b.user.id, 2_000_000_000] }, message),
    ).toEqual({ notified: 2 });
    await expect(
      deps.db.transaction(async (tx) => {
        expect(await notify(deps, tx, { userIds: [a.user.id] }, message)).toEqual({ notified: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await list(a.auth)).data.total_count).toBe(1);
    expect((await list(b.auth)).data.notificationData[0]).toMatchObject({
      title: 'Breathe',
      message: 'Now',
      notification_type: 'Reminder',
      url: '/Home',
    });
    // An outside address is never stored as the click target.
    await notify(deps, deps.db, { userIds: [a.user.id] }, { ...message, url: '//evil.test' });
    expect((await list(a.auth)).data.notificationData[0]!.url).toBeNull();
    await deps.background.drain();
  });
});
