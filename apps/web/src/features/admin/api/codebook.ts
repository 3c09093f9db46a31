import type { TCodebookName, TRedcapFile } from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiDownload } from '../../../lib/api-download.ts';
import { exportQuery, type ExportInput } from './export.ts';

/** GET api/v1/admin/codebook/:name: what each column of a console file holds. */
export function downloadCodebook(name: TCodebookName, format: 'csv' | 'html') {
  return apiDownload(adminCalls.adminCodebook, { params: { name }, query: { format } });
}

/** GET api/v1/admin/redcap/:file: the REDCap data dictionary or its records, as filtered. */
export function downloadRedcap(file: TRedcapFile, input: Omit<ExportInput, 'kind'>) {
  return apiDownload(adminCalls.adminRedcap, { params: { file }, query: exportQuery(input) });
}
