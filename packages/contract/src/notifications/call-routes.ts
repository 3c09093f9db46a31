import { defineRoutes } from '../call.ts';

/** Notifications and Web Push (issue 8, spec §7 Notifications). */
export const notificationRoutes = defineRoutes('notifications', {
  notificationList: {
    method: 'POST',
    path: '/api/v2/notification-list',
    access: 'user',
  },
  updateNotification: {
    method: 'POST',
    path: '/api/v2/update-notification',
    access: 'user',
    errors: [404],
  },
  updatePushStatus: {
    method: 'POST',
    path: '/api/v2/update-push-status',
    access: 'user',
  },
  pushPublicKey: {
    method: 'GET',
    path: '/api/v2/push-public-key',
    access: 'user',
  },
  pushSubscribe: {
    method: 'POST',
    path: '/api/v2/push-subscription',
    access: 'user',
    errors: [409],
  },
  pushUnsubscribe: {
    method: 'POST',
    path: '/api/v2/push-unsubscribe',
    access: 'user',
  },
});
