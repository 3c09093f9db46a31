/**
 * Resolves in a later task, so the browser can paint and take a tap between two steps of work
 * (`scheduler.yield()` where there is one: it resumes ahead of other tasks).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
