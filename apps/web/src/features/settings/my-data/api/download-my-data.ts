import { useMutation } from '@tanstack/react-query';
import { API } from '@resona/contract';
import { apiDownload } from '../../../../lib/api-client.ts';

/** POST api/v2/user/user-details-download: the caller's data as one CSV file (decision 018). */
export async function downloadMyData() {
  const { blob, filename } = await apiDownload(API.userDetailsDownload, { body: {} });
  return { blob, filename: filename ?? 'resona-my-data.csv' };
}

/** Hands a file to the browser's downloads, as a click on a link with `download` would. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
