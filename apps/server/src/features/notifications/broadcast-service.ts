import { eq } from 'drizzle-orm';
import { cohorts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit, type AuditActor } from '../../core/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { notify, type Audience } from './notify-service.ts';

export interface BroadcastInput {
  title: string;
  body: string;
  /** Only the people who redeemed an access code of this cohort; everyone when absent. */
  cohortId?: number;
  /** In-app path opened on a click; the home screen when absent. */
  url?: string;
}

/**
 * A Broadcast notification with Web Push to those who have push on. One INSERT … SELECT and its
 * audit row in one transaction (decision 079); the push follows in the background once it has
 * committed. Researchers and the demo account are not participants, so the count sent is the
 * Overview's (decision 080).
 *
 * A study's broadcast (the console's) names its audience, the study's participants, with the
 * cohort already found in the study. Without one it is the command line's: every participant
 * of the site or one cohort's, an unknown cohort 404 rather than a silent broadcast to nobody.
 */
export async function sendBroadcast(
  deps: Deps,
  input: BroadcastInput,
  actor: AuditActor,
  studyAudience?: Audience,
) {
  const title = input.title.trim();
  const body = input.body.trim();
  let audience: Audience = studyAudience ?? { everyone: true };
  // The command line names no study: its cohort's broadcast is filed under the cohort's study,
  // and one to everyone under none, so no study's team sees it or how many people the whole
  // site has (decision 108).
  let studyId: number | null | undefined = studyAudience ? undefined : null;
  if (!studyAudience && input.cohortId !== undefined) {
    const [cohort] = await deps.db
      .select({ id: cohorts.id, studyId: cohorts.studyId })
      .from(cohorts)
      .where(eq(cohorts.id, input.cohortId));
    if (!cohort) throw notFound();
    audience = { cohortId: cohort.id };
    studyId = cohort.studyId;
  }
  return deps.db.transaction(async (tx) => {
    const sent = await notify(deps, tx, audience, {
      type: 'Broadcast',
      title,
      body,
      url: input.url ?? '/Home',
    });
    const after = { title, body, cohort_id: input.cohortId ?? null, recipients: sent.notified };
    const entry = { action: 'broadcast.send' as const, target: null, after, studyId };
    await recordAudit(tx, actor, entry, deps.now());
    return sent;
  });
}
