import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZDeleteReminderRequest,
  ZDeleteReminderResponse,
  ZReminderListResponse,
  ZSetReminderRequest,
  ZSetReminderResponse,
} from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { getReminderSettings, removeReminder, setReminders } from './service.ts';

/** Daily reminders (issue 7): list, set-reminder (spec §7) and removing one. Signed-in only. */
export async function reminderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.reminders,
    { schema: { response: { 200: ZReminderListResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, await getReminderSettings(deps.db, user.id, deps.now()));
    },
  );

  app.post(
    API.setReminder,
    { schema: { body: ZSetReminderRequest, response: { 200: ZSetReminderResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, 'reminderUpdated', await setReminders(deps, user.id, request.body));
    },
  );

  app.post(
    API.deleteReminder,
    { schema: { body: ZDeleteReminderRequest, response: { 200: ZDeleteReminderResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const settings = await removeReminder(deps, user.id, request.body.reminder_id);
      return ok(request, 'reminderRemoved', settings);
    },
  );
}
