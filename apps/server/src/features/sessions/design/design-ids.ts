import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { experienceMetas } from '../../../db/schema/index.ts';
import type { DesignFilter } from '../content/queries.ts';

/** Ids of the designs matching the parts given (a missing theme matches every theme). */
export async function findDesignIds(db: Executor, f: DesignFilter) {
  const rows = await db
    .select({ id: experienceMetas.id })
    .from(experienceMetas)
    .where(
      and(
        f.goalId === undefined ? undefined : eq(experienceMetas.goalId, f.goalId),
        f.durationId === undefined ? undefined : eq(experienceMetas.durationId, f.durationId),
        f.narrationId === undefined ? undefined : eq(experienceMetas.narrationId, f.narrationId),
        f.themeId === undefined ? undefined : eq(experienceMetas.themeId, f.themeId),
      ),
    );
  return rows.map((r) => r.id);
}
