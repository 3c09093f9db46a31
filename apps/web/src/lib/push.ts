/**
 * Web Push on this device, shared by the notifications feature (the bell's push toggle) and the
 * reminders settings (turning reminders on): permission, service worker, subscription.
 */
import { notificationCalls } from '@resona/contract/notifications/calls';
import { ApiError, apiRequest } from './api-client.ts';
import { registerServiceWorker } from './service-worker.ts';
import { sessionStore } from './session.ts';

export { registerServiceWorker };

/** GET api/v2/push-public-key: the server's VAPID key and the person's push status. */
export async function getPushPublicKey() {
  return (await apiRequest(notificationCalls.pushPublicKey)).data;
}

/** POST api/v2/push-subscription: this browser's PushSubscription (endpoint and keys). */
export async function saveSubscription(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return apiRequest(notificationCalls.pushSubscribe, {
    body: { endpoint: json.endpoint, p256dh: json.keys?.p256dh, auth: json.keys?.auth },
  });
}

/** What the service worker posts to open pages when a push arrives (see src/sw/push.ts). */
export const PUSH_MESSAGE_TYPE = 'resona:push';

export interface PushMessage {
  type: typeof PUSH_MESSAGE_TYPE;
  title: string;
  body: string;
  url?: string;
}

export type EnablePushResult = 'granted' | 'denied' | 'unsupported' | 'failed';

export function pushSupported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function base64UrlToBytes(text: string) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array) {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Turns push on for this device: asks for notification permission (call it inside the click
 * that turns push or reminders on; browsers only prompt for a user gesture, and the app never
 * asks on first load), subscribes with the server's VAPID key and stores the subscription.
 */
export async function enablePush(): Promise<EnablePushResult> {
  if (!pushSupported()) return 'unsupported';
  let permission = Notification.permission;
  if (permission === 'default') {
    try {
      permission = await Notification.requestPermission();
    } catch {
      return 'denied';
    }
  }
  if (permission !== 'granted') return 'denied';
  try {
    await registerServiceWorker();
    const registration = await navigator.serviceWorker.ready;
    const key = base64UrlToBytes((await getPushPublicKey()).public_key);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another server key (keys were rotated) can never be used.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    if (!(await saveOrWithdraw(subscription))) {
      // The old one was another account's: this person gets a subscription of their own.
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await saveSubscription(subscription);
    }
    return 'granted';
  } catch {
    return 'failed';
  }
}

/** Whether this browser already holds a push subscription (the toggle shows it). */
export async function hasPushSubscription() {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * Sends this browser's existing subscription again, asking nothing: the push service may have
 * rotated its endpoint, and the server forgets endpoints that answered 404/410.
 */
export async function syncPushSubscription() {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  // Another account's subscription is withdrawn and not replaced: this person did not ask.
  if (subscription) await saveOrWithdraw(subscription).catch(() => undefined);
}

/**
 * Saves this browser's subscription, or, when the server says it belongs to another account
 * (someone used this browser before and their sign-out could not withdraw it), withdraws it at
 * the push service — which only this browser can do — and answers false (decision 048).
 */
async function saveOrWithdraw(subscription: PushSubscription) {
  try {
    await saveSubscription(subscription);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.error_type !== 'PUSH_ENDPOINT_TAKEN') throw error;
    await subscription.unsubscribe();
    return false;
  }
}

/**
 * On sign-out this browser stops receiving the person's pushes: the subscription is withdrawn
 * at the push service, which then answers 410 and the server deletes its row.
 */
let watching = false;
export function forgetPushOnSignOut() {
  if (watching || !pushSupported()) return;
  watching = true;
  let signedIn = Boolean(sessionStore.get().token);
  sessionStore.subscribe(() => {
    const now = Boolean(sessionStore.get().token);
    if (signedIn && !now) {
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => registration?.pushManager.getSubscription())
        .then((subscription) => subscription?.unsubscribe())
        .catch(() => undefined);
    }
    signedIn = now;
  });
}

export function isPushMessage(data: unknown): data is PushMessage {
  const message = data as Partial<PushMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === PUSH_MESSAGE_TYPE &&
    typeof message.title === 'string' &&
    typeof message.body === 'string'
  );
}
