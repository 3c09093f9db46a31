/*
 * Web Push (RFC 8030) in the service worker. A push carries { title, body, url } and nothing
 * else (no health data).
 */
declare const self: ServiceWorkerGlobalScope;

/** What the pages hear when a push arrives (lib/push.ts's PUSH_MESSAGE_TYPE). */
const MESSAGE_TYPE = 'resona:push';

interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** Only a path of this app is ever opened; anything else becomes the home screen. */
function inAppUrl(url: unknown) {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/Home', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/Home`;
  } catch {
    return `${self.location.origin}/Home`;
  }
}

function readPayload(event: PushEvent): PushPayload {
  try {
    const data = (event.data ? event.data.json() : {}) as Partial<
      Record<keyof PushPayload, unknown>
    >;
    return {
      title: typeof data.title === 'string' ? data.title : 'Resona',
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/Home',
    };
  } catch {
    return { title: 'Resona', body: event.data ? event.data.text() : '', url: '/Home' };
  }
}

export function listenForPushes() {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        // Every open page updates its bell; a visible one also shows the in-app banner.
        for (const client of windows) client.postMessage({ type: MESSAGE_TYPE, ...payload });
        // A page on screen shows the banner itself; otherwise the system shows the notification.
        if (windows.some((client) => client.visibilityState === 'visible')) return;
        await self.registration.showNotification(payload.title, {
          body: payload.body,
          icon: '/icon.svg',
          badge: '/icon.svg',
          data: { url: payload.url },
        });
      })(),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = inAppUrl(data && data.url);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          await open.focus();
          if ('navigate' in open) await open.navigate(url).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
