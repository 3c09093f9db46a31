import { ERROR_TYPES, type ErrorType, type MessageKey } from '@resona/contract';

/**
 * An error the client is meant to see: its type from the catalogue (spec §8) and a message key
 * translated into the user's language when the reply is written.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorType: ErrorType,
    readonly messageKey: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly fields?: Record<string, MessageKey>,
  ) {
    super(messageKey);
    this.statusCode = ERROR_TYPES[errorType];
  }
}

/** A 503: the reply carries Retry-After, and `cause` (what failed) goes to the log. */
export class UnavailableError extends AppError {
  constructor(
    errorType: 'SERVER_BUSY' | 'NOT_READY',
    messageKey: MessageKey,
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super(errorType, messageKey);
    if (cause !== undefined) this.cause = cause;
  }
}

/**
 * The server cannot do this now (a full queue, a thread that died, an event loop running
 * behind), through no fault of the caller's: 503 with Retry-After.
 */
export class ServerBusyError extends UnavailableError {
  constructor(retryAfterSeconds: number, cause?: unknown) {
    super('SERVER_BUSY', 'serverBusy', retryAfterSeconds, cause);
  }
}

/** GET /api/ready when the database does not answer or lacks a migration of this version. */
export class NotReadyError extends UnavailableError {
  constructor(retryAfterSeconds: number) {
    super('NOT_READY', 'notReady', retryAfterSeconds);
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'notFound');
export const unauthorized = () => new AppError('UNAUTHORIZED', 'unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 'forbidden');

/** An account whose address is not verified yet, on a call spec §6 keeps from it (decision 045). */
export const verifyFirst = () => new AppError('FORBIDDEN', 'pleaseVerify');
