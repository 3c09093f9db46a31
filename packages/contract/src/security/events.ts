import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZId, zLine } from '../fields.ts';

/**
 * What Resona records of an account's security (ASVS 16.3.1, issue 32): each sign-in and failed
 * one, each factor added or removed, each recovery code used, each session ended.
 */
export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'second-step-passed',
  'second-step-failed',
  'recovery-code-used',
  'authenticator-added',
  'authenticator-removed',
  'recovery-codes-renewed',
  'passkey-added',
  'passkey-removed',
  'passkey-sign-in',
  'device-signed-out',
  'other-devices-signed-out',
  'signed-out',
  'password-changed',
  'second-factor-reset',
  'signed-out-by-researcher',
] as const;
export const ZSecurityEventKind = z.enum(SECURITY_EVENT_KINDS, { error: 'fieldInvalid' });
export type TSecurityEventKind = z.infer<typeof ZSecurityEventKind>;

/** A page of events: 50 at most, the newest first. */
export const SECURITY_EVENTS_PAGE = 50;

const ZOptionalCursor = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  ZId.optional(),
);

/** A little about an event (which passkey, how many devices; empty when nothing); never a secret. */
export const ZSecurityEventDetail = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]),
);
export type TSecurityEventDetail = z.infer<typeof ZSecurityEventDetail>;

/** One event as its owner sees it: what, when, and from which address and browser. */
export const ZSecurityEvent = z.object({
  id: z.number().int(),
  kind: ZSecurityEventKind,
  at: z.string(),
  ip: z.string().nullable(),
  /** The browser and system the User-Agent names ("Firefox", "Windows"); null when it does not. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  detail: ZSecurityEventDetail,
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

/** GET …/security/events?cursor: the caller's own events, newest first, pages of 50. */
export const ZSecurityEventsRequest = z.object({ cursor: ZOptionalCursor });
export type TSecurityEventsRequest = z.input<typeof ZSecurityEventsRequest>;

export const ZSecurityEventsResponse = ZEnvelope(
  z.object({ events: z.array(ZSecurityEvent), next_cursor: z.number().int().nullable() }),
);
export type TSecurityEventsResponse = z.infer<typeof ZSecurityEventsResponse>;

/**
 * GET api/v1/admin/security-events?email&kind&cursor: every account's events for the site's
 * administrators, filtered by the account's address (exact, any case) or the kind.
 */
export const ZAdminSecurityEventsRequest = z.object({
  email: z.preprocess(
    (v) => (v === '' ? undefined : v),
    zLine({ error: 'fieldInvalid' })
      .trim()
      .toLowerCase()
      .max(254, { error: 'fieldInvalid' })
      .optional(),
  ),
  kind: z.preprocess((v) => (v === '' ? undefined : v), ZSecurityEventKind.optional()),
  cursor: ZOptionalCursor,
});
export type TAdminSecurityEventsRequest = z.input<typeof ZAdminSecurityEventsRequest>;

/** An event in the console: the account it belongs to, and the raw User-Agent. */
export const ZAdminSecurityEvent = ZSecurityEvent.extend({
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TAdminSecurityEvent = z.infer<typeof ZAdminSecurityEvent>;

export const ZAdminSecurityEventsResponse = ZEnvelope(
  z.object({ events: z.array(ZAdminSecurityEvent), next_cursor: z.number().int().nullable() }),
);
export type TAdminSecurityEventsResponse = z.infer<typeof ZAdminSecurityEventsResponse>;
