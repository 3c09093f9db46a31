/**
 * Keeps the screen on while a session plays. The browser drops the lock whenever the page is
 * hidden, so `acquire` is called again on visibilitychange; requests are only made while visible
 * (they reject otherwise). Where the API is missing, this does nothing.
 */
export class ScreenWakeLock {
  #sentinel: WakeLockSentinel | null = null;
  #wanted = false;

  async acquire(): Promise<void> {
    this.#wanted = true;
    if (this.#sentinel && !this.#sentinel.released) return;
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      // Paused (or unmounted) while the request was in flight: give it straight back.
      if (!this.#wanted) {
        await sentinel.release();
        return;
      }
      this.#sentinel = sentinel;
    } catch {
      // Denied (battery saver, permissions policy): the session still works, the screen may dim.
    }
  }

  release(): void {
    this.#wanted = false;
    const sentinel = this.#sentinel;
    this.#sentinel = null;
    void sentinel?.release().catch(() => undefined);
  }
}
