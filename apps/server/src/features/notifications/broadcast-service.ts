import { eq } from 'drizzle-orm';
import { cohorts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
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
 * A Broadcast notification to everyone or to one study cohort, with Web Push to those who have
 * push on. One INSERT … SELECT (it commits on its own); the push follows in the background.
 * An unknown cohort is 404 rather than a silent broadcast to nobody.
 */
export async function sendBroadcast(deps: Deps, input: BroadcastInput) {
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
  return notify(deps, deps.db, audience, {
    type: 'Broadcast',
    title,
    body,
    url: input.url ?? '/Home',
  });
}
