import type { Deps } from '../../../deps.ts';
import type { JobDefinition } from '../../../core/jobs.ts';
import { deleteExpiredPendingSignIns } from './queries.ts';
import { deleteExpiredChallenges } from '../passkeys/queries.ts';

/** Second steps and passkey challenges never finished leave rows behind; every few minutes they go. */
export function secondFactorJobs(deps: Pick<Deps, 'db' | 'now'>): JobDefinition[] {
  return [
    {
      name: 'pending-sign-ins-sweep',
      cron: '*/5 * * * *',
      async handler() {
        await deleteExpiredPendingSignIns(deps.db, deps.now());
        await deleteExpiredChallenges(deps.db, deps.now());
      },
    },
  ];
}
