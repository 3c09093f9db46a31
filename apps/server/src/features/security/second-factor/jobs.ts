import type { Deps } from '../../../deps.ts';
import type { JobDefinition } from '../../../core/jobs.ts';
import { deleteExpiredPendingSignIns } from './queries.ts';

/** Second steps never finished leave their rows behind; every few minutes they go. */
export function secondFactorJobs(deps: Pick<Deps, 'db' | 'now'>): JobDefinition[] {
  return [
    {
      name: 'pending-sign-ins-sweep',
      cron: '*/5 * * * *',
      async handler() {
        await deleteExpiredPendingSignIns(deps.db, deps.now());
      },
    },
  ];
}
