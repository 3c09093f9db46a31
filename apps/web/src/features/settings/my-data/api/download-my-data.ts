import { useMutation } from '@tanstack/react-query';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiDownload } from '../../../../lib/api-download.ts';

/** POST api/v2/user/user-details-download: the caller's data as one CSV file (decision 018). */
export async function downloadMyData() {
  const { blob, filename } = await apiDownload(settingsCalls.userDetailsDownload);
  return { blob, filename: filename ?? 'resona-my-data.csv' };
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
