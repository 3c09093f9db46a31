import {
  ApiError,
  buildHeaders,
  buildUrl,
  readErrorData,
  type RequestOptions,
} from './api-client.ts';

// A file of its own: only the my-data and researcher-console screens download, so the sign-in
// page does not carry it (decision 059).

/**
 * A file from the server (the CSV of my data): the same headers as apiRequest, the body as a
 * Blob with the name the server gave it. An error reply still becomes an `ApiError`.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'body' | 'signal' | 'method' | 'query'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  let response: Response;
  try {
    // POST by default (my data); the researcher console's exports are GETs with a query.
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'POST',
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
