import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** Notifications and Web Push (issue 8, spec §7 Notifications). */
export const notificationRoutes = defineRoutes('notifications', {
  notificationList: {
    method: 'POST',
    path: API.notificationList,
    access: 'user',
    summary: "The caller's notifications, newest first, a page at a time.",
  },
  updateNotification: {
    method: 'POST',
    path: API.updateNotification,
    access: 'user',
    summary: 'Marks notifications as read or deletes them.',
    errors: [404],
  },
  updatePushStatus: {
    method: 'POST',
    path: API.updatePushStatus,
    access: 'user',
    summary: 'Turns push notifications on or off for the caller.',
  },
  pushPublicKey: {
    method: 'GET',
    path: API.pushPublicKey,
    access: 'user',
    summary: "The server's VAPID public key for subscribing a browser to Web Push.",
  },
  pushSubscribe: {
    method: 'POST',
    path: API.pushSubscribe,
    access: 'user',
    summary: "Saves a browser's Web Push subscription for the caller.",
    errors: [409],
  },
  pushUnsubscribe: {
    method: 'POST',
    path: API.pushUnsubscribe,
    access: 'user',
    summary: "Removes a browser's Web Push subscription.",
  },
});
