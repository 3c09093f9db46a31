import { defineCall, type CallsOf } from '../call.ts';
import { notificationRoutes as r } from './call-routes.ts';
import { ZNotificationListRequest, ZNotificationListResponse } from './notification-list.ts';
import {
  ZPushPublicKeyResponse,
  ZPushSubscribeRequest,
  ZPushSubscribeResponse,
  ZPushUnsubscribeRequest,
  ZPushUnsubscribeResponse,
} from './push-subscription.ts';
import { ZUpdateNotificationRequest, ZUpdateNotificationResponse } from './update-notification.ts';
import { ZUpdatePushStatusRequest, ZUpdatePushStatusResponse } from './update-push-status.ts';

export const notificationCalls = {
  notificationList: defineCall(r.notificationList, {
    summary: "The caller's notifications, newest first, a page at a time.",

    body: ZNotificationListRequest,
    reply: ZNotificationListResponse,
  }),
  updateNotification: defineCall(r.updateNotification, {
    summary: 'Marks notifications as read or deletes them.',

    body: ZUpdateNotificationRequest,
    reply: ZUpdateNotificationResponse,
  }),
  updatePushStatus: defineCall(r.updatePushStatus, {
    summary: 'Turns push notifications on or off for the caller.',

    body: ZUpdatePushStatusRequest,
    reply: ZUpdatePushStatusResponse,
  }),
  pushPublicKey: defineCall(r.pushPublicKey, {
    summary: "The server's VAPID public key for subscribing a browser to Web Push.",
    reply: ZPushPublicKeyResponse,
  }),
  pushSubscribe: defineCall(r.pushSubscribe, {
    summary: "Saves a browser's Web Push subscription for the caller.",

    body: ZPushSubscribeRequest,
    reply: ZPushSubscribeResponse,
  }),
  pushUnsubscribe: defineCall(r.pushUnsubscribe, {
    summary: "Removes a browser's Web Push subscription.",

    body: ZPushUnsubscribeRequest,
    reply: ZPushUnsubscribeResponse,
  }),
} satisfies CallsOf<typeof r>;
