import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  PUSH_ON,
  ZNotificationListRequest,
  ZNotificationListResponse,
  ZPushPublicKeyResponse,
  ZPushSubscribeRequest,
  ZPushSubscribeResponse,
  ZPushUnsubscribeRequest,
  ZPushUnsubscribeResponse,
  ZUpdateNotificationRequest,
  ZUpdateNotificationResponse,
  ZUpdatePushStatusRequest,
  ZUpdatePushStatusResponse,
} from '@resona/contract';
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
export async function notificationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.notificationList,
    {
      schema: { body: ZNotificationListRequest, response: { 200: ZNotificationListResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { items, total, unread } = await listNotifications(deps, user.id, request.body.offset);
      return ok(request, total === 0 ? 'noNotification' : null, {
        notificationData: items,
        unread_msg: unread,
        total_count: total,
      });
    },
  );

  app.post(
    API.updateNotification,
    {
      schema: { body: ZUpdateNotificationRequest, response: { 200: ZUpdateNotificationResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, await readNotification(deps, user.id, request.body.notificationID));
    },
  );

  app.post(
    API.updatePushStatus,
    { schema: { body: ZUpdatePushStatusRequest, response: { 200: ZUpdatePushStatusResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const status = request.body.push_alert_status;
      const saved = await setPushStatus(deps, user.id, status);
      return ok(request, status === PUSH_ON ? 'pushTurnedOn' : 'pushTurnedOff', saved);
    },
  );

  app.get(
    API.pushPublicKey,
    { schema: { response: { 200: ZPushPublicKeyResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, publicKeyFor(deps, user.pushAlertStatus));
    },
  );

  app.post(
    API.pushSubscribe,
    { schema: { body: ZPushSubscribeRequest, response: { 200: ZPushSubscribeResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const keys = readSubscription(request.body);
      const deviceId = clientHeaders(request)['device-id'] ?? null;
      return ok(request, 'pushSubscribed', await subscribe(deps, user.id, deviceId, keys));
    },
  );

  app.post(
    API.pushUnsubscribe,
    { schema: { body: ZPushUnsubscribeRequest, response: { 200: ZPushUnsubscribeResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(
        request,
        'pushUnsubscribed',
        await unsubscribe(deps, user.id, request.body.endpoint),
      );
    },
  );
}
