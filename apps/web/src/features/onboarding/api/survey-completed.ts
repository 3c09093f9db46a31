import { useMutation } from '@tanstack/react-query';
import { ZSurveyCompletedRequest } from '@resona/contract';
import type { z } from 'zod';
import { authCalls } from '@resona/contract/auth/calls';
import { apiRequest } from '../../../lib/api-client.ts';

export type SurveyCompletedBody = z.input<typeof ZSurveyCompletedRequest>;

/** A study page opened with completed=1 reports that the person finished the survey. */
export function surveyCompleted(body: SurveyCompletedBody) {
  return apiRequest(authCalls.surveyCompleted, { body });
}

export function useSurveyCompleted() {
  return useMutation({ mutationFn: surveyCompleted });
}
