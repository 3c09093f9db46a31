import { useMutation } from '@tanstack/react-query';
import { API, ZTutorialSeenResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The tutorial was finished or skipped: is_tutorial becomes 0. */
export function setTutorialSeen() {
  return apiRequest(API.tutorialSeen, ZTutorialSeenResponse, { method: 'POST', body: {} });
}

export function useSetTutorialSeen() {
  return useMutation({ mutationFn: setTutorialSeen });
}
