import { useMutation } from '@tanstack/react-query';
import { API, ZSetUserSpeedResponse, type TSetUserSpeedRequest } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves the calibrated pace; the user becomes calibrated. */
export function setUserSpeed(body: TSetUserSpeedRequest) {
  return apiRequest(API.setUserSpeed, ZSetUserSpeedResponse, { method: 'POST', body });
}

export function useSetUserSpeed() {
  return useMutation({ mutationFn: setUserSpeed });
}
