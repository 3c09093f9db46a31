import type { TBreathedRhythm } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

/** What History shows of a session the server does not have yet. */
export interface PlayMeta {
  exercise_id: number;
  title: string;
  goal_title: string;
}

/**
 * POST api/v2/user/update-history {exercise_id, rhythm?}: on play; the reply names the view
 * record. The person's own rhythm goes with it when they breathe one (issue 30). Through the
 * write queue: the write's id stands for the view until the reply is known.
 */
export async function updateHistory(meta: PlayMeta, rhythm: TBreathedRhythm | null = null) {
  return sendWrite(sessionCalls.updateHistory, {
    body: { exercise_id: meta.exercise_id, ...(rhythm ? { rhythm } : {}) },
    meta: { ...meta },
  });
}
