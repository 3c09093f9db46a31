import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { studies } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** Said on the name field: a study's name is unique on the server whatever its case. */
export const studyNameTaken = () =>
  new AppError('VALIDATION_ERROR', 'adminStudyNameTaken', {}, { name: 'adminStudyNameTaken' });

/** Whether another study than `exceptId` has this name, whatever its case. */
export async function studyNameIsTaken(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(
      and(
        eq(sql`lower(${studies.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(studies.id, exceptId),
      ),
    );
  return row !== undefined;
}
