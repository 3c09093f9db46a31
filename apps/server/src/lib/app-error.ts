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

/**
 * The server cannot do this now (a full queue, a thread that died), through no fault of the
 * caller's: 503 with Retry-After. `cause` is what failed, for the log.
 */
export class ServerBusyError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super('SERVER_BUSY', 'serverBusy');
    if (cause !== undefined) this.cause = cause;
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'notFound');
export const unauthorized = () => new AppError('UNAUTHORIZED', 'unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 'forbidden');

/** An account whose address is not verified yet, on a call spec §6 keeps from it (decision 045). */
export const verifyFirst = () => new AppError('FORBIDDEN', 'pleaseVerify');
