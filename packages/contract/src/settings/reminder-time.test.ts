import { describe, expect, it } from 'vitest';
import { formatReminderMinutes, parseReminderTime, reminderTimeSlots } from './reminder-time.ts';
import { ZSetReminderRequest } from './set-reminder.ts';

describe('reminder times', () => {
  it('reads h:mm AM/PM and HH:mm as minutes after local midnight', () => {
    expect(parseReminderTime('7:30 AM')).toBe(450);
    expect(parseReminderTime('12:00 am')).toBe(0);
    expect(parseReminderTime('12:15 PM')).toBe(735);
    expect(parseReminderTime('11:45PM')).toBe(1425);
    expect(parseReminderTime('23:45')).toBe(1425);
    for (const bad of ['', '7', '7:3', '13:00 PM', '0:30 AM', '24:00', '7:60', 'A:MM']) {
      expect(parseReminderTime(bad)).toBeNull();
    }
    expect(formatReminderMinutes(450)).toBe('07:30');
    expect(reminderTimeSlots()).toHaveLength(96);
  });

  it('set-reminder takes one time or several, sorted and once each', () => {
    const one = ZSetReminderRequest.parse({
      is_reminder: '1',
      remind_time: '9:00 PM',
      time_zone: 'Europe/Berlin',
    });
    expect(one).toEqual({ is_reminder: 1, remind_time: [1260], time_zone: 'Europe/Berlin' });
    const many = ZSetReminderRequest.parse({
      is_reminder: 1,
      remind_time: ['9:00 PM', '7:00', '07:00 AM'],
      time_zone: 'UTC',
    });
    expect(many.remind_time).toEqual([420, 1260]);
    // Turning off (or on again) may leave the times out: the saved ones are kept.
    expect(ZSetReminderRequest.parse({ is_reminder: 0, time_zone: 'UTC' }).remind_time).toBe(
      undefined,
    );
  });
});
