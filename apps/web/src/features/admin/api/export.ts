import { useMutation } from '@tanstack/react-query';
import { type TAdminExportKind } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiDownload } from '../../../lib/api-download.ts';

export interface ExportInput {
  kind: TAdminExportKind;
  cohortId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  includeEmail: boolean;
}

/** The filters of the study export, as the server reads them (the REDCap pair takes them too). */
export const exportQuery = (input: Omit<ExportInput, 'kind'>) => ({
  cohort_id: input.cohortId,
  from: input.from || undefined,
  to: input.to || undefined,
  include_email: input.includeEmail ? 1 : undefined,
});

/** GET api/v1/admin/export/:kind: one CSV of study data. */
export async function downloadExport(input: ExportInput) {
  return apiDownload(adminCalls.adminExport, {
    params: { kind: input.kind },
    query: exportQuery(input),
  });
}

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
