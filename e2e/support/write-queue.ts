import type { Page } from '@playwright/test';

/** The writes in the app's queue (IndexedDB) the server has not answered yet. */
export function unansweredWrites(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('resona-writes');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('writes').objectStore('writes').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            resolve(
              (reading.result as { answeredAt?: number }[]).filter((w) => !w.answeredAt).length,
            );
          };
        };
      }),
  );
}
