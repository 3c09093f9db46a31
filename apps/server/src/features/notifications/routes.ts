import type { FastifyInstance } from 'fastify';
import { PUSH_ON } from '@resona/contract';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { clientHeaders } from '../../lib/client-headers.ts';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../core/current-user.ts';
import { listNotifications, readNotification } from './notifications-service.ts';
import {
  publicKeyFor,
  readSubscription,
  setPushStatus,
  subscribe,
  unsubscribe,
} from './push-subscriptions-service.ts';

/** Spec §7 Notifications, plus the Web Push subscription of a browser (decision 024). */
export async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.notificationList, async (request) => {
    const user = requireUser(request.user);
    const { items, total, unread } = await listNotifications(deps, user.id, request.body.offset);
    return ok(request, total === 0 ? 'noNotification' : null, {
      notificationData: items,
      unread_msg: unread,
      total_count: total,
    });
  });

  registerCall(app, calls.updateNotification, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await readNotification(deps, user.id, request.body.notificationID));
  });

  registerCall(app, calls.updatePushStatus, async (request) => {
    const user = requireUser(request.user);
    const status = request.body.push_alert_status;
    const saved = await setPushStatus(deps, user.id, status);
    return ok(request, status === PUSH_ON ? 'pushTurnedOn' : 'pushTurnedOff', saved);
  });

  registerCall(app, calls.pushPublicKey, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, publicKeyFor(deps, user.pushAlertStatus));
  });

  registerCall(app, calls.pushSubscribe, async (request) => {
    const user = requireUser(request.user);
    const keys = readSubscription(request.body);
    const deviceId = clientHeaders(request)['device-id'] ?? null;
    return ok(request, 'pushSubscribed', await subscribe(deps, user.id, deviceId, keys));
  });

  registerCall(app, calls.pushUnsubscribe, async (request) => {
    const user = requireUser(request.user);
    return ok(request, 'pushUnsubscribed', await unsubscribe(deps, user.id, request.body.endpoint));
  });
}
