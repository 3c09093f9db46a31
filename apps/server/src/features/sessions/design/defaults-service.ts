import { eq } from 'drizzle-orm';
import type { TDefaultSelection, ZGetDefaultRequest, ZSetDefaultRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { experienceMetas, sessionDefaults } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import type { Viewer } from '../content/exercises.ts';
import { assertContentExists, selectionRequired } from '../content/exists.ts';
import {
  findDesign,
  findDesignById,
  findDuration,
  findDurations,
  findGoals,
  findNarrations,
  findThemes,
} from '../content/queries.ts';

type Design = typeof experienceMetas.$inferSelect;

async function findSavedDesign(db: Executor, userId: number) {
  const [row] = await db
    .select({ meta: experienceMetas })
    .from(sessionDefaults)
    .innerJoin(experienceMetas, eq(experienceMetas.id, sessionDefaults.experienceMetaId))
    .where(eq(sessionDefaults.userId, userId));
  return row?.meta ?? null;
}

export async function saveDefaultDesign(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  designId: number,
) {
  const now = deps.now();
  await db
    .insert(sessionDefaults)
    .values({ userId, experienceMetaId: designId, updatedAt: now })
    .onConflictDoUpdate({
      target: sessionDefaults.userId,
      set: { experienceMetaId: designId, updatedAt: now },
    });
}

/** A given value is kept; else the saved one when still offered; else the only option. */
function pick(options: { id: number }[], given: number | undefined, saved: number | undefined) {
  if (given !== undefined) return given;
  if (saved !== undefined && options.some((o) => o.id === saved)) return saved;
  return options.length === 1 ? options[0]!.id : null;
}

async function present(
  db: Executor,
  user: SessionUser,
  parts: {
    goalId: number | null;
    durationId: number | null;
    narrationId: number | null;
    themeId: number | null;
  },
  design: Design | null,
  saved: Design | null,
): Promise<TDefaultSelection> {
  const duration = parts.durationId === null ? null : await findDuration(db, parts.durationId);
  const isSaved =
    saved !== null &&
    saved.goalId === parts.goalId &&
    saved.durationId === parts.durationId &&
    saved.narrationId === parts.narrationId &&
    saved.themeId === parts.themeId;
  return {
    goal_id: parts.goalId,
    duration_minute_id: parts.durationId,
    narration_id: parts.narrationId,
    theme_id: parts.themeId,
    minute: duration?.minute ?? null,
    experience_meta_id: design?.id ?? null,
    age_group_id: user.ageGroupId,
    gender_id: user.genderId,
    is_default: isSaved ? 1 : 0,
  };
}

/** GET set-default: the saved design as stored, or nothing chosen yet. */
export async function getSavedDefault(deps: Deps, user: SessionUser) {
  const saved = await findSavedDesign(deps.db, user.id);
  const parts = saved ?? { goalId: null, durationId: null, narrationId: null, themeId: null };
  return present(deps.db, user, parts, saved, saved);
}

/** GET get_default: what the design screen pre-selects once the given values are chosen. */
export async function resolveDefault(
  deps: Deps,
  user: SessionUser,
  viewer: Viewer,
  q: z.output<typeof ZGetDefaultRequest>,
) {
  const { db } = deps;
  const lid = viewer.languageId;
  if (q.experience_meta_id !== undefined) {
    const named = await findDesignById(db, q.experience_meta_id, lid);
    if (!named) throw notFound();
    return present(db, user, named, named, await findSavedDesign(db, user.id));
  }
  await assertContentExists(db, {
    goalId: q.goal_id,
    durationId: q.duration_minute_id,
    narrationId: q.narration_id,
  });
  const saved = await findSavedDesign(db, user.id);
  const goalId = pick(await findGoals(db, {}, lid), q.goal_id, saved?.goalId);
  const durationId =
    goalId === null
      ? null
      : pick(await findDurations(db, { goalId }, lid), q.duration_minute_id, saved?.durationId);
  const narrationId =
    goalId === null || durationId === null
      ? null
      : pick(
          await findNarrations(db, { goalId, durationId }, lid),
          q.narration_id,
          saved?.narrationId,
        );
  let themeId: number | null = null;
  let design: Design | null = null;
  if (goalId !== null && durationId !== null && narrationId !== null) {
    const themes = await findThemes(db, { goalId, durationId, narrationId }, lid);
    // The theme is always pre-selected: the saved one when offered, else the first.
    themeId = pick(themes, undefined, saved?.themeId) ?? themes[0]?.id ?? null;
    if (themeId !== null)
      design = await findDesign(db, { goalId, durationId, narrationId, themeId }, lid);
  }
  return present(db, user, { goalId, durationId, narrationId, themeId }, design, saved);
}

/**
 * POST set-default: saves a design named by id or by its parts; one without exercises is 404.
 * Every statement runs through `db`: the idempotent write's transaction (decision 073).
 */
export async function setDefault(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  user: SessionUser,
  viewer: Viewer,
  body: z.output<typeof ZSetDefaultRequest>,
) {
  const lid = viewer.languageId;
  let design: Design | null;
  if (body.experience_meta_id !== undefined) {
    design = await findDesignById(db, body.experience_meta_id, lid);
  } else {
    if (body.goal_id === undefined) throw selectionRequired('goal_id');
    if (body.duration_minute_id === undefined) throw selectionRequired('duration_minute_id');
    if (body.narration_id === undefined) throw selectionRequired('narration_id');
    const parts = {
      goalId: body.goal_id,
      durationId: body.duration_minute_id,
      narrationId: body.narration_id,
    };
    await assertContentExists(db, { ...parts, themeId: body.theme_id });
    const themeId = body.theme_id ?? (await findThemes(db, parts, lid))[0]?.id;
    design = themeId === undefined ? null : await findDesign(db, { ...parts, themeId }, lid);
  }
  if (!design) throw notFound();
  await saveDefaultDesign(deps, db, user.id, design.id);
  return present(db, user, design, design, design);
}
