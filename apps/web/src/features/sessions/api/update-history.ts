import { API, ZUpdateHistoryResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/user/update-history {exercise_id}: on play; the reply names the view record. */
export async function updateHistory(exerciseId: number) {
  const reply = await apiRequest(API.updateHistory, ZUpdateHistoryResponse, {
    method: 'POST',
    body: { exercise_id: exerciseId },
  });
  return reply.data;
}
