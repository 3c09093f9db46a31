import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { getReminderSettings, removeReminder, setReminders } from './service.ts';

/** Daily reminders (issue 7): list, set-reminder (spec §7) and removing one. Signed-in only. */
export async function reminderRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.reminders, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await getReminderSettings(deps.db, user.id, deps.now()));
  });

  registerCall(app, calls.setReminder, async (request) => {
    const user = requireUser(request.user);
    return ok(request, 'reminderUpdated', await setReminders(deps, user.id, request.body));
  });

  registerCall(app, calls.deleteReminder, async (request) => {
    const user = requireUser(request.user);
    const settings = await removeReminder(deps, user.id, request.body.reminder_id);
    return ok(request, 'reminderRemoved', settings);
  });
}
