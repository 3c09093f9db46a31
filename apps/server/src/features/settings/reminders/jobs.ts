import type { Deps } from '../../../deps.ts';
import type { JobDefinition } from '../../../core/jobs.ts';
import { pruneOldDeliveries, sendDueReminders, type Shard } from './send-due.ts';

/**
 * Every minute one tick (pg-boss sends a cron job once per minute across all servers) splits
 * the due reminders into shards, one job each, so several servers share a busy minute. The
 * jobs carry only shard numbers, never who is reminded. Each shard is sent exactly once by
 * its delivery rows, whatever pg-boss retries or repeats (send-due.ts).
 */
export const REMINDER_SHARDS = 4;

export function reminderJobs(deps: Deps): JobDefinition[] {
  const tick: JobDefinition = {
    name: 'reminders-tick',
    cron: '* * * * *',
    runAtStart: true,
    async handler(_data, jobs) {
      await pruneOldDeliveries(deps, deps.now());
      for (let shard = 0; shard < REMINDER_SHARDS; shard += 1) {
        await jobs.send('reminders-send', { shard, shards: REMINDER_SHARDS });
      }
    },
  };
  const send: JobDefinition<Shard> = {
    name: 'reminders-send',
    async handler(data) {
      const sent = await sendDueReminders(deps, deps.now(), data);
      if (sent > 0) deps.log.info({ sent, shard: data.shard }, 'reminders sent');
    },
  };
  return [tick, send as JobDefinition];
}
