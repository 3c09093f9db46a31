import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TCreateProgramRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/admin/exercises: what a program can assign. */
export async function listAdminExercises() {
  return (await apiRequest(adminCalls.adminExercises)).data.exercises;
}

/** GET api/v1/admin/programs. */
export async function listPrograms() {
  return (await apiRequest(adminCalls.adminPrograms)).data.programs;
}

/** POST api/v1/admin/programs: assign exercises with due dates. */
export async function createProgram(body: TCreateProgramRequest) {
  return apiRequest(adminCalls.adminAssignProgram, { body });
}

/** GET api/v1/admin/programs/:id: who did what. */
export async function getProgramProgress(id: number) {
  return (await apiRequest(adminCalls.adminProgramProgress, { params: { id } })).data;
}

export const useAdminExercises = (language: string) =>
  useQuery({ queryKey: ['admin', 'exercises', language], queryFn: listAdminExercises });

export const usePrograms = () =>
  useQuery({ queryKey: ['admin', 'programs'], queryFn: listPrograms });

export const useProgramProgress = (id: number | undefined, language: string) =>
  useQuery({
    queryKey: ['admin', 'programs', id, language],
    queryFn: () => getProgramProgress(id!),
    enabled: id !== undefined,
  });

export function useCreateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
