import {
  apiPath,
  DEVICE_TYPE_WEB,
  IDEMPOTENCY_KEY_HEADER,
  type Call,
  type CallRoute,
  type ErrorType,
  type TErrorData,
} from '@resona/contract';
import type { z } from 'zod';
import { consoleStudy } from './console-study.ts';
import { getDeviceId, getTimezone } from './device.ts';
import { sessionStore } from './session.ts';

/** A non-2xx reply (or no reply at all), with what the server said. */
export class ApiError extends Error {
  readonly error_type: ErrorType | 'NETWORK_ERROR';
  readonly status_code: number;
  /** Field → message key of the catalogue, for a rejected body. */
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    error_type: ErrorType | 'NETWORK_ERROR';
    status_code: number;
    message: string;
    fields?: Record<string, string> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.error_type = init.error_type;
    this.status_code = init.status_code;
    this.fields = init.fields;
  }
}

let currentLanguage = 'en';
/** i18n tells the client the UI language (header device-language). */
export function setRequestLanguage(code: string) {
  currentLanguage = code;
}

/** A query string's values; undefined ones are left out. */
export type Query = Record<string, string | number | undefined>;

type Input<C, K extends 'params' | 'query' | 'body'> = C extends { readonly [P in K]: z.ZodType }
  ? z.input<C[K]>
  : undefined;

/** A call's inputs, typed by its schemas. */
export interface CallOptions<C extends Call> {
  params?: Input<C, 'params'>;
  query?: Input<C, 'query'>;
  body?: Input<C, 'body'>;
  signal?: AbortSignal | undefined;
  /** Sent as Idempotency-Key: the same for every retry of one write (decision 073). */
  idempotencyKey?: string | undefined;
  /** The request outlives the page (sent as it unloads); the browser takes 64 KiB of such bodies. */
  keepalive?: boolean;
}

/** A call whose 200 reply is the JSON envelope its `reply` schema describes. */
export type JsonCall = Call & { readonly reply: z.ZodType };

/**
 * The zod-free route of a call and a loader of the whole call with the same route: the sign-in
 * page's calls load their schemas with `import()`, so zod is not in its first load (decision
 * 040). `C extends Call<R>` makes a loader of another call (its id, method, path differ) a type
 * error.
 */
export type CallLoader<R extends CallRoute, C extends Call<R> & JsonCall> = () => Promise<C>;

/**
 * The URL of a call: its path with `:params` filled, then the query. A study's console call acts
 * on the study the console shows unless its caller names another.
 */
export function callUrl(route: CallRoute, options: { params?: unknown; query?: unknown }): string {
  const params = {
    ...(route.access === 'study' && { studyId: consoleStudy() }),
    ...(options.params as Record<string, string | number> | undefined),
  };
  const path = apiPath(route.path, params);
  return buildUrl(path, options.query as Query | undefined);
}

export function buildUrl(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Device-Id': getDeviceId(),
    'Device-Type': String(DEVICE_TYPE_WEB),
    'device-language': currentLanguage,
  });
  const timezone = getTimezone();
  if (timezone) headers.set('Timezone', timezone);
  const { token } = sessionStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function withKey(headers: Headers, key: string | undefined) {
  if (key) headers.set(IDEMPOTENCY_KEY_HEADER, key);
  return headers;
}

/**
 * The error data of a non-2xx reply, checked with the contract's schema (loaded on demand). If
 * the schema cannot load, the reply counts as one without data: the caller still gets an ApiError.
 */
export async function readErrorData(
  envelope: { data?: unknown } | null,
): Promise<TErrorData | null> {
  try {
    const { ZErrorData } = await import('./deferred-schemas.ts');
    const data = ZErrorData.safeParse(envelope?.data);
    return data.success ? data.data : null;
  } catch {
    return null;
  }
}

/**
 * The one way to call the server: by the call, whose method and path are sent and whose `reply`
 * schema parses the envelope; a non-2xx reply becomes an `ApiError`. The sign-in page passes the
 * call's zod-free route with `load`, a loader of the whole call (see CallLoader). No toasts, no
 * navigation: callers and the QueryClient decide.
 */
export async function apiRequest<C extends JsonCall>(
  call: C,
  options?: CallOptions<C>,
): Promise<z.output<C['reply']>>;
export async function apiRequest<R extends CallRoute, C extends Call<R> & JsonCall>(
  route: R,
  options: CallOptions<C> & { load: CallLoader<R, C> },
): Promise<z.output<C['reply']>>;
export async function apiRequest(
  route: CallRoute & { reply?: z.ZodType },
  options: CallOptions<Call> & { load?: () => Promise<JsonCall> } = {},
): Promise<unknown> {
  const json = await send(route, options);
  const reply = options.load ? (await options.load()).reply : route.reply;
  if (!reply) throw new Error(`${route.id}: no reply schema`);
  return reply.parse(json);
}

/**
 * A reply used as the server sent it, typed by the contract but not checked again here: only for
 * what the sign-in page needs before it is usable (the public configuration), so that it needs
 * no zod. The server serialises every reply through the route's contract schema
 * (fastify-type-provider-zod), so a reply that does not match is a 500 there, never data here.
 */
export async function apiRequestAsSent<T>(
  route: CallRoute,
  options: CallOptions<Call> = {},
): Promise<T> {
  return (await send(route, options)) as T;
}

/** Sends a request; the parsed JSON of a 2xx reply, else throws an `ApiError`. */
async function send(route: CallRoute, options: CallOptions<Call>): Promise<unknown> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(callUrl(route, options), {
      method: route.method,
      headers: withKey(buildHeaders(hasBody), options.idempotencyKey),
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
      keepalive: options.keepalive === true,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ error_type: 'NETWORK_ERROR', status_code: 0, message: '' });
  }

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }

  if (!response.ok) {
    const envelope = json as { message?: unknown; data?: unknown } | null;
    const data = await readErrorData(envelope);
    if (data) {
      throw new ApiError({
        error_type: data.error_type,
        status_code: data.status_code,
        message: data.message,
        fields: data.fields,
      });
    }
    throw new ApiError({
      error_type: response.status === 401 ? 'UNAUTHORIZED' : 'INTERNAL_ERROR',
      status_code: response.status,
      message: typeof envelope?.message === 'string' ? envelope.message : '',
    });
  }

  return json;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The replies that end a session (spec §8): USER_NOT_FOUND with 400, and 401. */
export function isSessionEnded(error: unknown): boolean {
  return (
    isApiError(error) &&
    ((error.error_type === 'USER_NOT_FOUND' && error.status_code === 400) ||
      error.error_type === 'UNAUTHORIZED' ||
      error.status_code === 401)
  );
}
