import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/** Puts the server's field errors (message keys) under the matching inputs. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): void {
  if (!isApiError(error) || !error.fields) return;
  for (const [field, key] of Object.entries(error.fields)) {
    const name = known.find((k) => k === field);
    if (name) setError(name, { type: 'server', message: key });
  }
}

/** Confirm-password fields: no copying out of them and no pasting into them (spec §5). */
export const noClipboard = {
  onCopy: (event: { preventDefault: () => void }) => event.preventDefault(),
  onCut: (event: { preventDefault: () => void }) => event.preventDefault(),
  onPaste: (event: { preventDefault: () => void }) => event.preventDefault(),
};
