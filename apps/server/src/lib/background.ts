import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Runs work the reply must not wait for; a failure is logged, never thrown. */
  run(label: string, work: Promise<unknown>): void;
  /** Resolves when everything started so far has settled. */
  drain(): Promise<void>;
}

/**
 * Work started after a reply (mail for reset and resend) still holds database connections, so
 * the server waits for it before closing them: nothing is cut off mid-write at shutdown.
 */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      const tracked = work.catch((error: unknown) => {
        // The error itself, so the logger's serializer can keep a statement's values out.
        log.error({ err: error }, label);
      });
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
