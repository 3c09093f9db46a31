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
    body: ZNotificationListRequest,
    reply: ZNotificationListResponse,
  }),
  updateNotification: defineCall(r.updateNotification, {
    body: ZUpdateNotificationRequest,
    reply: ZUpdateNotificationResponse,
  }),
  updatePushStatus: defineCall(r.updatePushStatus, {
    body: ZUpdatePushStatusRequest,
    reply: ZUpdatePushStatusResponse,
  }),
  pushPublicKey: defineCall(r.pushPublicKey, { reply: ZPushPublicKeyResponse }),
  pushSubscribe: defineCall(r.pushSubscribe, {
    body: ZPushSubscribeRequest,
    reply: ZPushSubscribeResponse,
  }),
  pushUnsubscribe: defineCall(r.pushUnsubscribe, {
    body: ZPushUnsubscribeRequest,
    reply: ZPushUnsubscribeResponse,
  }),
} satisfies CallsOf<typeof r>;
