import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/user/update-history {exercise_id}: on play; the reply names the view record. */
export async function updateHistory(exerciseId: number) {
  const reply = await apiRequest(sessionCalls.updateHistory, {
    body: { exercise_id: exerciseId },
  });
  return reply.data;
}
