import type { z } from 'zod';

import type { StudyRole } from './admin/study-roles.ts';

/**
 * Who may call an API route. 'user', 'admin' and 'study' need a verified address; 'unverified'
 * is a signed-in account whose address may still be unverified: the few calls spec §6 leaves it
 * ("verification page only"), plus leaving (sign-out, deleting the account, its data), decision
 * 045. 'optional' reads a bearer token when there is one. 'admin' is the site administrator;
 * 'study' a member of the study named in the path, in one of the call's `studyRoles` (decision
 * 108).
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'unverified' | 'admin' | 'study';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

/** The statuses an error envelope (ZErrorReply) can come with, ERROR_TYPES's. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** What a call answers when its reply is not the JSON envelope. */
export type ReplyKind = 'json' | 'csv' | 'html' | 'redirect';

/** The OpenAPI tags: one per feature of the server. */
export const CALL_TAGS = {
  system: 'Health and the public configuration the apps start from.',
  auth: 'Sign-up, sign-in (also with Google and Facebook), e-mail verification and passwords.',
  earlyAccess: 'Addresses left on the promo pages to hear when Resona opens.',
  onboarding: 'Surveys, plans and payments, tutorials and calibration after signing up.',
  sessions: 'Searching and playing breathing sessions, their ratings and views.',
  library: 'History, favourites, the assigned program and progress.',
  rhythms: 'The breathing rhythms a person makes: their own patterns, paces that ease down.',
  notifications: 'In-app notifications and Web Push subscriptions.',
  settings: 'Account details, language, password, reminders, support, my data, invites.',
  security: 'A person’s own account security: second factors and the devices signed in.',
  resonance: 'The resonance assessment: the agreement to heart data being collected.',
  consent: 'The study’s consent: signing the current version, signed copies, withdrawing.',
  admin: 'The researcher console: codes, cohorts, plans, programs, broadcasts, exports.',
} as const;
export type CallTag = keyof typeof CALL_TAGS;

/**
 * One call as the zod-free part of the contract knows it: enough to send it and to route it. Its
 * English documentation sits with the call (CallDocs), so a page that imports routes does not
 * carry it.
 */
export interface CallRoute {
  /** The OpenAPI operationId, camelCase. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly tag: CallTag;
  /** Error statuses beyond those every call of its kind can answer (see callErrors). */
  readonly errors?: readonly ErrorStatus[];
  readonly replies?: ReplyKind;
  /** Left out of the OpenAPI document: a payment provider's webhook or the sandbox's pages. */
  readonly hidden?: boolean;
  /**
   * Accepts an Idempotency-Key header: a repeat of a key answers the first reply without writing
   * again, and the key with another request answers 422 (decision 073).
   */
  readonly idempotent?: boolean;
  /**
   * A study's read-only API token opens it too, besides a console session: the study's data
   * files only (issue 33, decision 110). Any other call answers such a token 401.
   */
  readonly studyToken?: boolean;
  /** A 'study' call's roles: a member in another role is answered 403, anyone else 404. */
  readonly studyRoles?: readonly StudyRole[];
}

type RouteSpec = Omit<CallRoute, 'id' | 'tag'>;

/**
 * A feature's routes, each given its key as id and the feature as tag. Without side effects, so
 * a page keeps only the routes it names.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoutes<const Tag extends CallTag, const T extends Record<string, RouteSpec>>(
  tag: Tag,
  specs: T,
): { [K in keyof T & string]: T[K] & { readonly id: K; readonly tag: Tag } } {
  return Object.fromEntries(
    Object.entries(specs).map(([id, spec]) => [id, { ...spec, id, tag }]),
  ) as never;
}

/** What the OpenAPI document says of a call. */
export interface CallDocs {
  /** One line of English: what the call does. */
  readonly summary: string;
  /** More than the summary can say, when a caller needs it. */
  readonly description?: string;
}

/** The schemas of one call: its inputs and its 200 reply (none for CSV, HTML or a redirect). */
export interface CallSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly reply?: z.ZodType;
}

/** A call's documentation and schemas. */
export type CallSpec = CallDocs & CallSchemas;

/** A route bound to its documentation and schemas: the whole call, as the server registers it. */
export type Call<R extends CallRoute = CallRoute, S extends CallSpec = CallSpec> = R & S;

/** Binds a route to its documentation and schemas; the call keeps the route's id, method, path and access. */
export function defineCall<const R extends CallRoute, const S extends CallSpec>(
  route: R,
  schemas: S,
): Call<R, S> {
  return { ...route, ...schemas };
}

/**
 * The calls of `routes`, each bound to its own route: a key missing, added or bound to
 * another route's object is a type error.
 */
export type CallsOf<Routes extends Record<string, CallRoute>> = {
  readonly [K in keyof Routes]: Call<Routes[K]>;
};

/**
 * Every error status a call can answer: 400 for a rejected input or a session that is gone,
 * 401/403 by its access, 413/415 for a body, 429 from the per-address limit every /api call
 * has, 500 always, 503 when the server sheds load (decision 098), and the call's own.
 */
export function callErrors(call: Call): ErrorStatus[] {
  const signedIn = call.access !== 'public' && call.access !== 'optional';
  const statuses = new Set<ErrorStatus>(call.errors ?? []);
  if (signedIn || call.params || call.query || call.body) statuses.add(400);
  if (signedIn) statuses.add(401);
  if (call.access === 'user' || call.access === 'admin' || call.access === 'study') {
    statuses.add(403);
  }
  // A study the caller is not a member of is one that does not exist.
  if (call.access === 'study') statuses.add(404);
  if (call.body) statuses.add(413).add(415);
  if (call.idempotent) statuses.add(422);
  statuses.add(429).add(500).add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The access rule in words, for the OpenAPI description. */
export const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Access: public — anyone may call it, no bearer token is read.',
  optional: 'Access: optional — anyone may call it; a bearer token, when sent, names the caller.',
  user: 'Access: user — a bearer token of a signed-in account whose e-mail address is verified.',
  unverified: 'Access: unverified — a bearer token of a signed-in account, verified or not.',
  admin: 'Access: admin — a bearer token of a verified account of a site administrator.',
  study:
    'Access: study — a bearer token of a verified account that is a member of the study in the ' +
    'path, in one of the roles named; any other study answers 404 as if it did not exist.',
};

/** Said of the calls a study API token opens (decision 110). */
export const STUDY_TOKEN_TEXT =
  'A study API token (`rsn_study_…`, made in the console) opens it too, read-only and ' +
  'pseudonymous: `include_email=1` is refused.';

/**
 * Fills the `:name` segments of a call's path, e.g. apiPath('/api/x/:id', { id: 3 }) is /api/x/3.
 * A segment with no value stays, for a caller that fills it later (the console's `:studyId`).
 */
export function apiPath(path: string, params: Record<string, string | number | undefined>) {
  return path.replace(/:(\w+)/g, (segment, name: string) =>
    params[name] === undefined ? segment : encodeURIComponent(String(params[name])),
  );
}
