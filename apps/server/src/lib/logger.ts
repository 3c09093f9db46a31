import type { FastifyError, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters that carry secrets and must never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|code|access_code|password|auth_token|key)=)[^&#]*/gi;

export function redactUrl(url: string) {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** PostgreSQL's fields that name the failure without holding any value of the statement. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

/** Drizzle's "Failed query: <sql>\nparams: <values>": the values start at "params:". */
const PARAMS = /\nparams:[\s\S]*$/;
/** PostgreSQL quotes the offending value in messages ("invalid input syntax …: \"text\""). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

type ErrorLike = Error & Record<string, unknown>;

const isDatabaseError = (error: ErrorLike) =>
  (typeof error.query === 'string' && Array.isArray(error.params)) ||
  (typeof error.code === 'string' && typeof error.severity === 'string');

/** The frames of a stack, without its first line (the message, which may hold values). */
function framesOnly(stack: unknown) {
  const start = typeof stack === 'string' ? stack.indexOf('\n    at ') : -1;
  return start < 0 ? undefined : (stack as string).slice(start + 1);
}

/**
 * A database error as a log line may hold it: Drizzle's SQL (placeholders, not values) and
 * PostgreSQL's codes, its message with quoted values taken out, and no `params`, `detail`
 * (“Key (email)=(…) already exists”) or `where` (“unnamed portal parameter $1 = '…'”).
 */
function databaseError(error: ErrorLike, depth = 0): Record<string, unknown> {
  const cause = error.cause as ErrorLike | undefined;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: String(error.message).replace(PARAMS, '').replace(QUOTED, '"…"'),
    ...(typeof error.query === 'string' && { query: error.query }),
    ...Object.fromEntries(
      DATABASE_FIELDS.filter((k) => typeof error[k] === 'string').map((k) => [k, error[k]]),
    ),
    stack: framesOnly(error.stack),
  };
  if (cause instanceof Error && depth < 3) out.cause = databaseError(cause as ErrorLike, depth + 1);
  return out;
}

/**
 * Errors in log lines. One whose chain holds a database error is logged without the values
 * of its statement (user text, addresses, token hashes); anything else as pino logs it. A
 * message logged as a string (`{ err: error.message }`) loses Drizzle's parameter list too.
 */
export function serializeError(error: unknown): unknown {
  if (typeof error === 'string') return error.replace(PARAMS, '');
  if (!(error instanceof Error)) return error;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    if (isDatabaseError(e as ErrorLike)) return databaseError(error as ErrorLike);
    e = (e as ErrorLike).cause;
  }
  return pino.stdSerializers.err(error);
}

/** pino options: request ids, and no token, password or code in any line. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.auth_token',
        '*.access_code',
        // A study API token's secret, in the one reply that carries it (decision 110).
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify types this for errors only; pino hands it whatever sits under `err`.
      err: serializeError as (error: FastifyError) => {
        type: string;
        message: string;
        stack: string;
      },
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        };
      },
    },
  };
}
