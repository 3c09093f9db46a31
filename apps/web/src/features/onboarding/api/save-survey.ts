import { useMutation } from '@tanstack/react-query';
import { API, ZSaveSurveyResponse, type TSaveSurveyRequest } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH api/v1/user/survey: the signed-in user's answers; the reply carries the new flags. */
export function saveSurvey(body: TSaveSurveyRequest) {
  return apiRequest(API.saveSurvey, ZSaveSurveyResponse, { method: 'PATCH', body });
}

export function useSaveSurvey() {
  return useMutation({ mutationFn: saveSurvey });
}
