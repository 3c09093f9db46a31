import { notificationCalls } from '@resona/contract/notifications/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

/** POST api/v2/update-push-status {push_alert_status}: 1 on, 2 off. */
export async function updatePushStatus(push_alert_status: 1 | 2) {
  const reply = await apiRequest(notificationCalls.updatePushStatus, {
    body: { push_alert_status },
  });
  sessionStore.patchUser({ push_alert_status: reply.data.push_alert_status });
  return reply;
}
