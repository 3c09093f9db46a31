import { ApiError, buildHeaders, callUrl, readErrorData, type CallOptions } from './api-client.ts';
import type { Call, CallRoute } from '@resona/contract';

// A file of its own: only the my-data and researcher-console screens download, so the sign-in
// page does not carry it (decision 059).

/**
 * A file from the server (the CSV of my data): the same headers as apiRequest, the body as a
 * Blob with the name the server gave it. An error reply still becomes an `ApiError`.
 */
export async function apiDownload<C extends Call & { readonly replies: 'csv' | 'html' }>(
  call: C,
  options: CallOptions<C> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const route: CallRoute = call;
  let response: Response;
  try {
    response = await fetch(callUrl(route, options), {
      method: route.method,
      headers: buildHeaders(options.body !== undefined),
      body: options.body !== undefined ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ error_type: 'NETWORK_ERROR', status_code: 0, message: '' });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { data?: unknown } | null;
    const data = await readErrorData(envelope);
    throw new ApiError(
      data ?? { error_type: 'INTERNAL_ERROR', status_code: response.status, message: '' },
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
