import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateCodeBatchRequest } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

/** POST api/v1/admin/access-codes: a batch of codes. */
export async function createCodeBatch(body: TCreateCodeBatchRequest) {
  return apiRequest(adminCalls.adminCreateAccessCodes, { body });
}

/** GET api/v1/admin/access-codes: newest first, pages of 100. */
export async function listAccessCodes(cohortId: number | undefined, cursor: number | undefined) {
  const query = { cohort_id: cohortId, cursor };
  return (await apiRequest(adminCalls.adminAccessCodes, { query })).data;
}

/** POST api/v1/admin/access-codes/:id/revoke. */
export async function revokeAccessCode(id: number) {
  return apiRequest(adminCalls.adminAccessCodeRevoke, { params: { id } });
}

/** GET api/v1/admin/access-codes/export: the codes as a CSV file. */
export async function exportAccessCodes(cohortId: number | undefined) {
  return apiDownload(adminCalls.adminAccessCodesExport, { query: { cohort_id: cohortId } });
}

export function useAccessCodes(cohortId: number | undefined) {
  return useInfiniteQuery({
    queryKey: ['admin', 'codes', cohortId ?? 'all'],
    queryFn: ({ pageParam }) => listAccessCodes(cohortId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Codes, cohorts and the overview all change with a batch or a revocation. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

export function useCreateCodeBatch() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: createCodeBatch, onSuccess: refresh });
}

export function useRevokeAccessCode() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: revokeAccessCode, onSuccess: refresh });
}
