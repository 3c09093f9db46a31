import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateArmRequest,
  TSaveRandomisationRequest,
  TUploadAllocationTableRequest,
} from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

/** GET api/v1/admin/arms: arms, randomisation settings, allocations per stratum. */
export async function getArms() {
  return (await apiRequest(adminCalls.adminArms)).data;
}

/** POST api/v1/admin/arms. */
export async function createArm(body: TCreateArmRequest) {
  return apiRequest(adminCalls.adminCreateArm, { body });
}

/** POST api/v1/admin/arms/randomisation. */
export async function saveRandomisation(body: TSaveRandomisationRequest) {
  return apiRequest(adminCalls.adminSaveRandomisation, { body });
}

/** POST api/v1/admin/arms/table {csv}. */
export async function uploadAllocationTable(body: TUploadAllocationTableRequest) {
  return apiRequest(adminCalls.adminUploadAllocationTable, { body });
}

/** GET api/v1/admin/arms/allocations/export: the allocation list as CSV. */
export function exportAllocations() {
  return apiDownload(adminCalls.adminAllocationsExport, {});
}

export const useArms = () => useQuery({ queryKey: ['admin', 'arms'], queryFn: getArms });

function useArmsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useCreateArm = () => useArmsMutation(createArm);
export const useSaveRandomisation = () => useArmsMutation(saveRandomisation);
export const useUploadAllocationTable = () => useArmsMutation(uploadAllocationTable);
