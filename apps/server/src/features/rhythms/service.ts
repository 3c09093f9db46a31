import { RHYTHM_LIMITS, type TRhythm, type TRhythmList } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  closeGap,
  countRhythms,
  deleteRhythmRow,
  insertRhythm,
  lockPersonsRhythms,
  rhythmRows,
  setPositions,
  updateRhythm,
  type RhythmFields,
  type RhythmRow,
} from './queries.ts';

/**
 * The rhythms a person makes (issue 30). Every change is one transaction that first takes the
 * person's row (lockPersonsRhythms), so positions stay 0, 1, 2… whatever arrives at once — the
 * write queue of a phone that was offline sends its saves together.
 */

function present(row: RhythmRow): TRhythm {
  return {
    rhythm_id: row.id,
    name: row.name,
    position: row.position,
    timing: row.timing,
    ramp: row.ramp ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listRhythms(db: Executor, userId: number): Promise<TRhythmList> {
  return { rhythms: (await rhythmRows(db, userId)).map(present) };
}

/** A new rhythm goes last in the list; an existing one keeps its place. */
export async function saveRhythm(
  deps: Deps,
  db: Executor,
  userId: number,
  input: RhythmFields & { rhythm_id?: number | undefined },
) {
  const fields = { name: input.name, timing: input.timing, ramp: input.ramp };
  const now = deps.now();
  return db.transaction(async (tx) => {
    await lockPersonsRhythms(tx, userId);
    let id = input.rhythm_id;
    if (id === undefined) {
      const held = await countRhythms(tx, userId);
      if (held >= RHYTHM_LIMITS.perPerson) {
        throw new AppError('RHYTHMS_FULL', 'rhythmTooMany', { count: RHYTHM_LIMITS.perPerson });
      }
      id = await insertRhythm(tx, userId, held, fields, now);
    } else if (!(await updateRhythm(tx, userId, id, fields, now))) {
      throw new AppError('NOT_FOUND', 'rhythmNotFound');
    }
    return { rhythm_id: id, ...(await listRhythms(tx, userId)) };
  });
}

export async function deleteRhythm(db: Executor, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockPersonsRhythms(tx, userId);
    const position = await deleteRhythmRow(tx, userId, id);
    if (position === null) throw new AppError('NOT_FOUND', 'rhythmNotFound');
    await closeGap(tx, userId, position);
    return listRhythms(tx, userId);
  });
}

/** The new order must name exactly the person's rhythms, each once (the schema saw to "once"). */
export async function reorderRhythms(db: Executor, userId: number, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    await lockPersonsRhythms(tx, userId);
    const held = new Set((await rhythmRows(tx, userId)).map((r) => r.id));
    if (ids.length !== held.size || ids.some((id) => !held.has(id))) {
      throw new AppError('RHYTHMS_CHANGED', 'rhythmOrderInvalid');
    }
    await setPositions(tx, userId, ids);
    return listRhythms(tx, userId);
  });
}
