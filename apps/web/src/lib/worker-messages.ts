/** What a page posts to the waiting service worker when the person chooses Reload. */
export const SKIP_WAITING = 'resona:skip-waiting';
