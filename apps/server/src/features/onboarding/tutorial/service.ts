import { asc, eq } from 'drizzle-orm';
import type { LanguageCode } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { tutorialVideos, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { localise, presentFlags } from '../../../core/present.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

export async function listTutorials(deps: Deps, lang: LanguageCode) {
  const rows = await deps.db.select().from(tutorialVideos).orderBy(asc(tutorialVideos.sortOrder));
  return {
    tutorial_video_list: rows.map((r) => ({
      tutorialVideoID: r.id,
      video_url: r.videoUrl,
      illustration: r.illustration,
      title: localise(r.titles, lang),
      caption: localise(r.captions, lang),
    })),
  };
}

/** Seen or skipped alike: the carousel is not shown again (is_tutorial 0). */
export async function markTutorialSeen(deps: Deps, user: SessionUser) {
  const [updated] = await deps.db
    .update(users)
    .set({ tutorialPending: false, updatedAt: deps.now() })
    .where(eq(users.id, user.id))
    .returning();
  await sessionsChanged(deps, deps.db, user.id);
  return { user_flags: presentFlags(updated!) };
}
