export * from './constants.ts';
export * from './notification-list.ts';
export * from './push-subscription.ts';
export * from './update-notification.ts';
export * from './update-push-status.ts';
