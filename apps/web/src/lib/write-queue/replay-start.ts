import { i18n } from '../../i18n/index.ts';
import { errorText } from '../../i18n/messages.ts';
import { sessionStore } from '../session.ts';

/**
 * The writes a session made offline are sent when the app opens, when the browser is back
 * online and when their account signs in (decision 073). Their code loads only for someone
 * signed in; main.tsx loads this module once the app has taken the page over (issue 34).
 */
export function replayQueuedWrites() {
  const start = () =>
    void Promise.all([import('./index.ts'), import('../toast.ts')]).then(([queue, { toast }]) =>
      queue.startWriteReplay((error) =>
        toast.error(i18n.t('sessionSync.refusedLater', { reason: errorText(i18n.t, error) })),
      ),
    );
  if (sessionStore.get().token) return start();
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get().token) return;
    stop();
    start();
  });
}
