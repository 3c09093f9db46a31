/**
 * Runs `run` in a task of its own once the browser is idle, or after `timeoutMs` at the latest
 * (Safari has no requestIdleCallback: then after `timeoutMs`). For work a screen does not need
 * to be used, kept out of the tasks that draw it and take it over.
 */
export function whenIdle(run: () => void, timeoutMs: number) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  } else setTimeout(run, timeoutMs);
}
