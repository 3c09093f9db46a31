import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveQuestionnaireScheduleRequest, TStudySurveyKind } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

const KEY = ['admin', 'questionnaire-schedules'] as const;

/** GET api/v1/admin/questionnaire-schedules: each questionnaire, its schedule and completion. */
export async function listQuestionnaireSchedules() {
  return (await apiRequest(adminCalls.adminQuestionnaireSchedules)).data.schedules;
}

/** POST api/v1/admin/questionnaire-schedules/:kind: sets when it goes out (the server checks). */
export async function saveQuestionnaireSchedule(input: {
  kind: TStudySurveyKind;
  body: TSaveQuestionnaireScheduleRequest;
}) {
  return apiRequest(adminCalls.adminSaveQuestionnaireSchedule, {
    params: { kind: input.kind },
    body: input.body,
  });
}

/** GET api/v1/admin/questionnaire-schedules/export: per participant, as a CSV file. */
export async function exportQuestionnaireSchedules() {
  return apiDownload(adminCalls.adminQuestionnaireSchedulesExport);
}

export const useQuestionnaireSchedules = () =>
  useQuery({ queryKey: KEY, queryFn: listQuestionnaireSchedules });

export function useSaveQuestionnaireSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionnaireSchedule,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
