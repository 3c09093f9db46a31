import { useMutation } from '@tanstack/react-query';
import { API, ZAddStudySurveyResponse, type TAddStudySurveyRequest } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Stores one person's answers to a study survey. */
export function addStudySurvey(body: TAddStudySurveyRequest) {
  return apiRequest(API.addStudySurvey, ZAddStudySurveyResponse, { method: 'POST', body });
}

export function useAddStudySurvey() {
  return useMutation({ mutationFn: addStudySurvey });
}
