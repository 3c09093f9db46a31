import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * A console CSV download behind a button: `busy` while it runs (the button waits), the file
 * saved under the server's name (or `fallbackName`), a failure told in a toast.
 */
export function useCsvDownload(
  download: () => Promise<{ blob: Blob; filename: string | null }>,
  fallbackName: string,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const { blob, filename } = await download();
      saveFile(blob, filename ?? fallbackName);
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, start: () => void start() };
}
