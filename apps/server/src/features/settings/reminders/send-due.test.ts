import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { notifications, reminderDeliveries, reminders } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { post } from '../../sessions/test-helpers.ts';
import { sendDueReminders } from './send-due.ts';

const { app, db, clock } = await createTestApp();
const MINUTE = 60_000;

/** Moves the test clock to an absolute instant (the app's deps.now follows it). */
const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

async function personWithReminder(zone: string, times: string[], language = 1) {
  const person = await buildSignedInUser(db, clock.now(), { defaultLanguage: language });
  const res = await post(
    app,
    API.setReminder,
    { is_reminder: 1, remind_time: times, time_zone: zone },
    person.auth,
  );
  expect(res.statusCode).toBe(200);
  return person.user.id;
}

/** Ticks every `step` from the clock's time until `untilIso`, as the per-minute job would. */
async function runTicks(untilIso: string, step = 15 * MINUTE) {
  const until = new Date(untilIso).getTime();
  while (clock.now().getTime() <= until) {
    await sendDueReminders(app.deps, clock.now());
    clock.advance(step);
  }
}

const reminderNotes = (userId: number) =>
  db
    .select({ title: notifications.title, body: notifications.body, url: notifications.url })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} AND ${notifications.type} = 'Reminder'`);

async function dueTimes(userId: number) {
  const rows = await db
    .select({ dueAt: reminderDeliveries.dueAt })
    .from(reminderDeliveries)
    .innerJoin(reminders, eq(reminders.id, reminderDeliveries.reminderId))
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminderDeliveries.dueAt));
  return rows.map((r) => r.dueAt.toISOString());
}

describe('reminders fire at their local time', () => {
  it('in New York, Berlin and Kolkata, across the US spring change', async () => {
    setClock('2026-03-06T23:50:00Z');
    const ny = await personWithReminder('America/New_York', ['7:00 AM']);
    const berlin = await personWithReminder('Europe/Berlin', ['7:00 AM'], 3);
    const kolkata = await personWithReminder('Asia/Kolkata', ['7:00 AM', '9:15 PM']);
    setClock('2026-03-07T00:00:00Z');
    await runTicks('2026-03-10T00:00:00Z');
    // New York is UTC−5 until 8 March, then UTC−4: 07:00 stays 07:00 local.
    expect(await dueTimes(ny)).toEqual([
      '2026-03-07T12:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
      '2026-03-09T11:00:00.000Z',
    ]);
    expect(await dueTimes(berlin)).toEqual([
      '2026-03-07T06:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-09T06:00:00.000Z',
    ]);
    // Kolkata is UTC+5:30 all year: 07:00 = 01:30Z and 21:15 = 15:45Z.
    expect(await dueTimes(kolkata)).toEqual([
      '2026-03-07T01:30:00.000Z',
      '2026-03-07T15:45:00.000Z',
      '2026-03-08T01:30:00.000Z',
      '2026-03-08T15:45:00.000Z',
      '2026-03-09T01:30:00.000Z',
      '2026-03-09T15:45:00.000Z',
    ]);
    // One notification per occurrence, in the person's language, opening the confirmation.
    expect(await reminderNotes(ny)).toHaveLength(3);
    expect(await reminderNotes(kolkata)).toHaveLength(6);
    const german = await reminderNotes(berlin);
    expect(german).toHaveLength(3);
    expect(german[0]).toEqual({
      title: 'Zeit zum Atmen',
      body: 'Ihre tägliche Atemübung wartet. Ein paar ruhige Minuten jetzt tun Ihnen gut.',
      url: '/Reminder',
    });
  });

  it('in Berlin across the European spring change, and at skipped and repeated times', async () => {
    setClock('2026-03-27T23:00:00Z');
    const berlin = await personWithReminder('Europe/Berlin', ['7:00 AM', '2:30 AM']);
    setClock('2026-03-28T00:00:00Z');
    await runTicks('2026-03-31T00:00:00Z');
    expect(await dueTimes(berlin)).toEqual([
      '2026-03-28T01:30:00.000Z', // 02:30 CET
      '2026-03-28T06:00:00.000Z', // 07:00 CET
      // 29 March: 02:30 does not exist (02:00 → 03:00); it fires once, at 03:30 CEST.
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T05:00:00.000Z', // 07:00 CEST
      '2026-03-30T00:30:00.000Z',
      '2026-03-30T05:00:00.000Z',
    ]);

    // Autumn: 01:30 happens twice in New York on 1 November; it is sent once.
    setClock('2026-10-31T03:00:00Z');
    const ny = await personWithReminder('America/New_York', ['1:30 AM']);
    await runTicks('2026-11-02T12:00:00Z');
    expect(await dueTimes(ny)).toEqual([
      '2026-10-31T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T06:30:00.000Z', // 01:30 EST, the second 01:30 of the night
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('catches up within the last hour, drops what is older, and never repeats', async () => {
    setClock('2026-05-01T00:00:00Z');
    const late = await personWithReminder('UTC', ['7:00 AM']);
    const lost = await personWithReminder('UTC', ['6:00 AM']);
    // The server was down from 05:30 to 06:59: 07:00 not due yet, 06:00 is 59 minutes late.
    await sendDueReminders(app.deps, new Date('2026-05-01T06:59:00Z'));
    expect(await dueTimes(lost)).toEqual(['2026-05-01T06:00:00.000Z']);
    // Down again until 08:01: 07:00 is now 61 minutes old and dropped.
    await sendDueReminders(app.deps, new Date('2026-05-01T08:01:00Z'));
    expect(await dueTimes(late)).toEqual([]);
    // Running the same minute again (another server, a retried job) sends nothing more.
    expect(await sendDueReminders(app.deps, new Date('2026-05-01T06:59:00Z'))).toBe(0);
    expect(await reminderNotes(lost)).toHaveLength(1);
    // The next day both fire on time.
    await sendDueReminders(app.deps, new Date('2026-05-02T07:00:00Z'));
    expect(await dueTimes(late)).toEqual(['2026-05-02T07:00:00.000Z']);
  });

  it('does not fire for a moment before the reminder was set, nor while it is off', async () => {
    setClock('2026-06-01T09:05:00Z');
    const person = await buildSignedInUser(db, clock.now());
    await post(
      app,
      API.setReminder,
      { is_reminder: 1, remind_time: '9:00 AM', time_zone: 'UTC' },
      person.auth,
    );
    await sendDueReminders(app.deps, clock.now());
    expect(await dueTimes(person.user.id)).toEqual([]);
    await post(app, API.setReminder, { is_reminder: 0, time_zone: 'UTC' }, person.auth);
    await sendDueReminders(app.deps, new Date('2026-06-02T09:00:00Z'));
    expect(await dueTimes(person.user.id)).toEqual([]);
    setClock('2026-06-02T10:00:00Z');
    await post(app, API.setReminder, { is_reminder: 1, time_zone: 'UTC' }, person.auth);
    await sendDueReminders(app.deps, new Date('2026-06-03T09:00:00Z'));
    expect(await dueTimes(person.user.id)).toEqual(['2026-06-03T09:00:00.000Z']);
  });
});
