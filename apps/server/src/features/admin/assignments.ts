import { sql, type SQL } from 'drizzle-orm';

/**
 * The planned length of an exercise in seconds, as SQL on an `exercises` row `e` joined to its
 * `durations` row `d`: its minutes, or one round for an unlimited design.
 */
export const plannedSeconds = sql`CASE WHEN d.minute > 0 THEN d.minute * 60
  ELSE extract(epoch FROM e.exercise_duration::interval) END`;

/**
 * Every (program item, participant) pair a program creates, as SQL for a CTE: an item with a
 * user is that user's; an item without one is for every member of the program's cohort.
 * `done_at` is the first play of the item's exercise by that participant after the item was
 * assigned that lasted the program's share of the planned duration (decisions 031, 080): a
 * session begun and left after a few seconds is not done. An item that fixes a rhythm is done
 * only by a play breathed in that rhythm's timing and ramp (decision 101); one at the
 * participant's own pace by any play. `where` filters the items.
 */
export function assignmentsQuery(where: SQL = sql`true`) {
  return sql`
    SELECT a.item_id, a.program_id, a.exercise_id, a.due_date, a.user_id, a.rhythm,
      (SELECT min(h.created_at) FROM exercise_history h
        WHERE h.user_id = a.user_id AND h.exercise_id = a.exercise_id
          AND h.created_at >= a.assigned_at
          AND (a.rhythm IS NULL OR (h.rhythm->'timing' = a.rhythm->'timing'
            AND h.rhythm->'ramp' IS NOT DISTINCT FROM a.rhythm->'ramp'))
          AND h.duration_seconds >= a.done_share * (
            SELECT ${plannedSeconds} FROM exercises e
            JOIN experience_metas m ON m.id = e.experience_meta_id
            JOIN durations d ON d.id = m.duration_id
            WHERE e.id = a.exercise_id)) AS done_at
    FROM (
      SELECT pi.id AS item_id, pi.program_id, pi.exercise_id, pi.due_date, pi.created_at AS assigned_at,
        pi.user_id, p.done_share, pi.rhythm
      FROM program_items pi
      JOIN programs p ON p.id = pi.program_id
      WHERE pi.user_id IS NOT NULL AND ${where}
      UNION
      SELECT pi.id, pi.program_id, pi.exercise_id, pi.due_date, pi.created_at, r.user_id, p.done_share,
        pi.rhythm
      FROM program_items pi
      JOIN programs p ON p.id = pi.program_id
      JOIN access_codes c ON c.cohort_id = p.cohort_id
      JOIN access_code_redemptions r ON r.access_code_id = c.id
      WHERE pi.user_id IS NULL AND ${where}
    ) a`;
}

/** node-postgres answers `execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
