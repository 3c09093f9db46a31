import { describe, expect, it } from 'vitest';
import {
  API,
  ZDeleteReminderResponse,
  ZProfileInfoResponse,
  ZReminderListResponse,
  ZSetReminderResponse,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

const setReminder = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(app, API.setReminder, body, auth);
const list = async (auth: Auth) =>
  ZReminderListResponse.parse((await get(app, API.reminders, auth)).json()).data;

describe('POST set-reminder', () => {
  it('saves several local times in the zone and answers them with the next UTC instant', async () => {
    const { auth } = await signIn();
    expect(await list(auth)).toEqual({ is_reminder: 0, reminder_data: [] });
    const res = await setReminder(auth, {
      is_reminder: 1,
      remind_time: ['9:15 PM', '7:30 AM', '07:30'],
      time_zone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(200);
    const body = ZSetReminderResponse.parse(res.json());
    expect(body.message).toBe('Reminder updated successfully');
    expect(body.data.is_reminder).toBe(1);
    // Sorted, the duplicate 07:30 kept once.
    expect(body.data.reminder_data.map((r) => [r.remind_time, r.time_zone, r.is_remind])).toEqual([
      ['07:30', 'Europe/Berlin', 1],
      ['21:15', 'Europe/Berlin', 1],
    ]);
    for (const reminder of body.data.reminder_data) {
      const next = new Date(reminder.reminder_time);
      expect(next.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(next.getTime() - clock.now().getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }).format(next);
      expect(local).toBe(reminder.remind_time);
    }
    expect(await list(auth)).toEqual(body.data);
  });

  it('shows in the current user’s remindvalue while a reminder is on', async () => {
    const { auth } = await signIn();
    const remindvalue = async () =>
      ZProfileInfoResponse.parse((await get(app, API.profileInfo, auth)).json()).data.user_details
        .remindvalue;
    expect(await remindvalue()).toBe(0);
    await setReminder(auth, { is_reminder: 1, remind_time: '7:30 AM', time_zone: 'UTC' });
    expect(await remindvalue()).toBe(1);
    await setReminder(auth, { is_reminder: 0, time_zone: 'UTC' });
    expect(await remindvalue()).toBe(0);
  });

  it('accepts multipart form data with one time, as the spec’s clients send it', async () => {
    const { auth } = await signIn();
    const form = await multipart({ is_reminder: '1', remind_time: '6:45 am', time_zone: 'UTC' });
    const res = await app.inject({
      method: 'POST',
      url: API.setReminder,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(ZSetReminderResponse.parse(res.json()).data.reminder_data[0]!.remind_time).toBe('06:45');
  });

  it('replaces the set, keeps an unchanged reminder’s id, and turns all off keeping times', async () => {
    const { auth } = await signIn();
    const first = ZSetReminderResponse.parse(
      (
        await setReminder(auth, {
          is_reminder: 1,
          remind_time: ['8:00 AM', '6:00 PM'],
          time_zone: 'Asia/Kolkata',
        })
      ).json(),
    ).data;
    const eight = first.reminder_data[0]!.reminder_id;
    const second = ZSetReminderResponse.parse(
      (
        await setReminder(auth, {
          is_reminder: 1,
          remind_time: ['8:00 AM', '10:00 PM'],
          time_zone: 'Asia/Kolkata',
        })
      ).json(),
    ).data;
    expect(second.reminder_data.map((r) => r.remind_time)).toEqual(['08:00', '22:00']);
    expect(second.reminder_data[0]!.reminder_id).toBe(eight);
    const off = ZSetReminderResponse.parse(
      (await setReminder(auth, { is_reminder: 0, time_zone: 'Asia/Kolkata' })).json(),
    ).data;
    expect(off.is_reminder).toBe(0);
    expect(off.reminder_data.map((r) => [r.remind_time, r.is_remind])).toEqual([
      ['08:00', 0],
      ['22:00', 0],
    ]);
    const on = ZSetReminderResponse.parse(
      (await setReminder(auth, { is_reminder: '1', time_zone: 'Asia/Kolkata' })).json(),
    ).data;
    expect(on.is_reminder).toBe(1);
    // An empty list clears them all.
    const cleared = ZSetReminderResponse.parse(
      (await setReminder(auth, { is_reminder: 0, remind_time: [], time_zone: 'UTC' })).json(),
    ).data;
    expect(cleared).toEqual({ is_reminder: 0, reminder_data: [] });
  });

  it.each([
    [{ is_reminder: 1, time_zone: 'UTC' }, 'remind_time', 'Please choose a reminder time'],
    [
      { is_reminder: 1, remind_time: '', time_zone: 'UTC' },
      'remind_time',
      'Please choose a reminder time',
    ],
    [
      { is_reminder: 1, remind_time: [], time_zone: 'UTC' },
      'remind_time',
      'Please choose a reminder time',
    ],
    [
      { is_reminder: 1, remind_time: '7:30 XM', time_zone: 'UTC' },
      'remind_time',
      'Please enter a time such as 7:30 AM',
    ],
    [
      { is_reminder: 1, remind_time: '13:00 PM', time_zone: 'UTC' },
      'remind_time',
      'Please enter a time such as 7:30 AM',
    ],
    [
      { is_reminder: 1, remind_time: '24:00', time_zone: 'UTC' },
      'remind_time',
      'Please enter a time such as 7:30 AM',
    ],
    [
      { is_reminder: 1, remind_time: '7:10 AM', time_zone: 'UTC' },
      'remind_time',
      'Reminder times go in steps of 15 minutes',
    ],
    [
      {
        is_reminder: 1,
        remind_time: ['0:00', '1:00', '2:00', '3:00', '4:00', '5:00', '6:00', '7:00', '8:00'],
        time_zone: 'UTC',
      },
      'remind_time',
      'You can set at most 8 reminders',
    ],
    [{ is_reminder: 1, remind_time: '7:00 AM' }, 'time_zone', 'The time zone is missing'],
    [
      { is_reminder: 1, remind_time: '7:00 AM', time_zone: 'Mars/Olympus' },
      'time_zone',
      'This time zone is not known',
    ],
    [
      { is_reminder: 2, remind_time: '7:00 AM', time_zone: 'UTC' },
      'is_reminder',
      'This value is not valid',
    ],
  ])('rejects %j with its message', async (body, field, message) => {
    const { auth } = await signIn();
    const error = errorOf(await setReminder(auth, body));
    expect(error).toMatchObject({ status: 400, type: 'VALIDATION_ERROR', message });
    expect(Object.keys(error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
    expect(await list(auth)).toEqual({ is_reminder: 0, reminder_data: [] });
  });

  it('answers in the person’s language', async () => {
    const { auth } = await signIn();
    await db.execute(
      // German (id 3): the success text follows the account's language.
      (await import('drizzle-orm'))
        .sql`UPDATE users SET default_language = 3 WHERE id = (SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)`,
    );
    const res = await setReminder(auth, { is_reminder: 1, remind_time: '7:00', time_zone: 'UTC' });
    expect(res.json().message).toBe('Erinnerung erfolgreich aktualisiert');
  });

  it('needs a signed-in caller', async () => {
    const res = await setReminder(undefined, {
      is_reminder: 1,
      remind_time: '7:00 AM',
      time_zone: 'UTC',
    });
    expect(errorOf(res).status).toBe(401);
    expect(errorOf(await get(app, API.reminders)).status).toBe(401);
    expect(errorOf(await post(app, API.deleteReminder, { reminder_id: 1 })).status).toBe(401);
  });
});

describe('POST delete-reminder', () => {
  it('removes one of the caller’s reminders and leaves another person’s alone', async () => {
    const me = await signIn();
    const other = await signIn();
    await setReminder(me.auth, {
      is_reminder: 1,
      remind_time: ['7:00 AM', '9:00 PM'],
      time_zone: 'America/New_York',
    });
    await setReminder(other.auth, {
      is_reminder: 1,
      remind_time: '7:00 AM',
      time_zone: 'America/New_York',
    });
    const [mine] = (await list(me.auth)).reminder_data;
    const [theirs] = (await list(other.auth)).reminder_data;

    const wrong = errorOf(
      await post(app, API.deleteReminder, { reminder_id: theirs!.reminder_id }, me.auth),
    );
    expect(wrong).toMatchObject({ status: 404, type: 'NOT_FOUND', message: 'Not Found' });
    expect((await list(other.auth)).reminder_data).toHaveLength(1);

    const res = await post(app, API.deleteReminder, { reminder_id: mine!.reminder_id }, me.auth);
    const body = ZDeleteReminderResponse.parse(res.json());
    expect(body.message).toBe('Reminder removed successfully');
    expect(body.data.reminder_data.map((r) => r.remind_time)).toEqual(['21:00']);
    expect(
      errorOf(await post(app, API.deleteReminder, { reminder_id: mine!.reminder_id }, me.auth))
        .status,
    ).toBe(404);
  });

  it('needs a reminder id', async () => {
    const { auth } = await signIn();
    for (const body of [{}, { reminder_id: '' }, { reminder_id: 'x' }]) {
      const error = errorOf(await post(app, API.deleteReminder, body, auth));
      expect(error).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
      expect(error.fields?.reminder_id).toBeDefined();
    }
    expect(errorOf(await post(app, API.deleteReminder, {}, auth)).message).toBe(
      'This field is required',
    );
  });
});
