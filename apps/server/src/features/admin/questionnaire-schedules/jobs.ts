import type { Deps } from '../../../deps.ts';
import type { JobDefinition } from '../../../core/jobs.ts';
import { sendDueQuestionnaires } from './send-due.ts';

/**
 * Once a minute (pg-boss sends a cron job once per minute across all servers, and once at start
 * to catch up) the questionnaires due by then go out. The job carries nothing about anyone;
 * exactly once rests on the delivery rows, not on pg-boss (send-due.ts, decision 084).
 */
export function questionnaireJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: 'questionnaires-send',
      cron: '* * * * *',
      runAtStart: true,
      async handler() {
        const sent = await sendDueQuestionnaires(deps, deps.now());
        if (sent > 0) deps.log.info({ sent }, 'scheduled questionnaires sent');
      },
    },
  ];
}
