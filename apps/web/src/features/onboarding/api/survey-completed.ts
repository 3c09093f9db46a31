import { useMutation } from '@tanstack/react-query';
import { API, ZSurveyCompletedRequest, ZSurveyCompletedResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SurveyCompletedBody = z.input<typeof ZSurveyCompletedRequest>;

/** A study page opened with completed=1 reports that the person finished the survey. */
export function surveyCompleted(body: SurveyCompletedBody) {
  return apiRequest(API.surveyCompleted, ZSurveyCompletedResponse, { method: 'POST', body });
}

export function useSurveyCompleted() {
  return useMutation({ mutationFn: surveyCompleted });
}
