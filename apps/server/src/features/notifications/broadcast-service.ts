import { eq } from 'drizzle-orm';
import { cohorts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit, type AuditActor } from '../../core/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { notify } from './notify-service.ts';

export interface BroadcastInput {
  title: string;
  body: string;
  /** Only the people who redeemed an access code of this cohort; everyone when absent. */
  cohortId?: number;
  /** In-app path opened on a click; the home screen when absent. */
  url?: string;
}

/**
 * A Broadcast notification to every participant or to one study cohort's, with Web Push to
 * those who have push on. One INSERT … SELECT and its audit row in one transaction (decision
 * 079); the push follows in the background once it has committed. Researchers and the demo
 * account are not participants, so the count sent is the Overview's (decision 080). An
 * unknown cohort is 404 rather than a silent broadcast to nobody.
 */
export async function sendBroadcast(deps: Deps, input: BroadcastInput, actor: AuditActor) {
  const title = input.title.trim();
  const body = input.body.trim();
  if (input.cohortId !== undefined) {
    const [cohort] = await deps.db
      .select({ id: cohorts.id })
      .from(cohorts)
      .where(eq(cohorts.id, input.cohortId));
    if (!cohort) throw notFound();
  }
  const audience =
    input.cohortId === undefined ? { everyone: true as const } : { cohortId: input.cohortId };
  return deps.db.transaction(async (tx) => {
    const sent = await notify(deps, tx, audience, {
      type: 'Broadcast',
      title,
      body,
      url: input.url ?? '/Home',
    });
    const after = { title, body, cohort_id: input.cohortId ?? null, recipients: sent.notified };
    await recordAudit(tx, actor, { action: 'broadcast.send', target: null, after }, deps.now());
    return sent;
  });
}
