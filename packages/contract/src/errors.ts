/**
 * The error catalogue (spec §8). `error_type` is what clients branch on; the message is
 * translated into the user's language by the server.
 */
export const ERROR_TYPES = {
  VALIDATION_ERROR: 400,
  USER_NOT_FOUND: 400,
  INVALID_CREDENTIALS: 400,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  INVALID_ACCESS_CODE: 400,
  EMAIL_TAKEN: 400,
  AGE_NOT_ALLOWED: 400,
  BOT_CHECK_FAILED: 400,
  INVALID_PRESURVEY_PENDING: 400,
  PAYMENTS_UNAVAILABLE: 400,
  PURCHASE_NOT_ALLOWED: 400,
  INVALID_SIGNATURE: 400,
  SURVEY_ALREADY_SUBMITTED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /**
   * A change to a factor or the recovery codes by an account without a password, whose last
   * sign-in is too long ago to count as proof (issue 32): sign in again, then make it.
   */
  REAUTHENTICATION_REQUIRED: 403,
  /** The researcher console without a second factor used in this session (issue 32). */
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  /** A push endpoint bound to another account (decision 048): the browser must subscribe anew. */
  PUSH_ENDPOINT_TAKEN: 409,
  /** The study's consent (decision 082): the current version is not signed yet. */
  CONSENT_REQUIRED: 409,
  /** A consent version that is no longer the current one, or a draft that is not complete. */
  CONSENT_OUTDATED: 409,
  /** Nothing to sign or withdraw from: not in the study, no version, or withdrawn already. */
  CONSENT_NOT_OPEN: 409,
  /** A person keeps at most RHYTHM_LIMITS.perPerson rhythms (issue 30). */
  RHYTHMS_FULL: 409,
  /** A new order that does not name exactly the person's rhythms: one was made or deleted meanwhile. */
  RHYTHMS_CHANGED: 409,
  /** A code to confirm with no authenticator app being added (issue 32). */
  AUTHENTICATOR_NOT_STARTED: 409,
  /** Recovery codes asked for by an account without a second factor. */
  NO_SECOND_FACTOR: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key already used for another request (decision 073). */
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  /**
   * Overloaded for a moment (a sign-in flood, a hashing thread that died, the event loop behind):
   * Retry-After says when. Any call can answer it.
   */
  SERVER_BUSY: 503,
  /** GET /api/ready only: the database is unreachable or its migrations are not applied yet. */
  NOT_READY: 503,
} as const;

export type ErrorType = keyof typeof ERROR_TYPES;
