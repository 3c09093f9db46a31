import {
  SITE_CODEBOOK_NAMES,
  type TCodebookName,
  type TRedcapFile,
  type TSiteCodebookName,
} from '@resona/contract';
import { adminCalls } from '@resona/contract/admin/calls';
import { apiDownload } from '../../../lib/api-download.ts';
import { exportQuery, type ExportInput } from './export.ts';

/** What each column of a console file holds: the study shown's file, or one of the site's. */
export function downloadCodebook(name: TCodebookName | TSiteCodebookName, format: 'csv' | 'html') {
  return isSiteFile(name)
    ? apiDownload(adminCalls.adminSiteCodebook, { params: { name }, query: { format } })
    : apiDownload(adminCalls.adminCodebook, { params: { name }, query: { format } });
}

const isSiteFile = (name: string): name is TSiteCodebookName =>
  (SITE_CODEBOOK_NAMES as readonly string[]).includes(name);

/** GET api/v1/admin/redcap/:file: the REDCap data dictionary or its records, as filtered. */
export function downloadRedcap(file: TRedcapFile, input: Omit<ExportInput, 'kind'>) {
  return apiDownload(adminCalls.adminRedcap, { params: { file }, query: exportQuery(input) });
}
