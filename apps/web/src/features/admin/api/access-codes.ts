import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  apiPath,
  ZCreateCodeBatchResponse,
  ZListAccessCodesResponse,
  ZRevokeAccessCodeResponse,
  type TCreateCodeBatchRequest,
} from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

/** POST api/v1/admin/access-codes: a batch of codes. */
export async function createCodeBatch(body: TCreateCodeBatchRequest) {
  return apiRequest(API.adminAccessCodes, ZCreateCodeBatchResponse, { body });
}

/** GET api/v1/admin/access-codes: newest first, pages of 100. */
export async function listAccessCodes(cohortId: number | undefined, cursor: number | undefined) {
  const query = { cohort_id: cohortId, cursor };
  return (await apiRequest(API.adminAccessCodes, ZListAccessCodesResponse, { query })).data;
}

/** POST api/v1/admin/access-codes/:id/revoke. */
export async function revokeAccessCode(id: number) {
  return apiRequest(apiPath(API.adminAccessCodeRevoke, { id }), ZRevokeAccessCodeResponse, {
    method: 'POST',
    body: {},
  });
}

/** GET api/v1/admin/access-codes/export: the codes as a CSV file. */
export async function exportAccessCodes(cohortId: number | undefined) {
  return apiDownload(API.adminAccessCodesExport, { method: 'GET', query: { cohort_id: cohortId } });
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
