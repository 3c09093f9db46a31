import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAdminOptionalId, ZAdminOptionalDate, refineDateOrder } from './common.ts';

/**
 * What the audit trail records (decision 079): every researcher action, from the console or the
 * command line, and every download of data with its filters.
 */
export const AUDIT_ACTIONS = [
  'access-codes.create',
  'access-code.revoke',
  'cohort.create',
  'whitelist.add',
  'whitelist.remove',
  'program.create',
  'broadcast.send',
  'questionnaire.save',
  'consent.save',
  'consent.publish',
  'consent.protocol',
  'study-links.send',
  'questionnaire-schedule.save',
  'role.grant',
  'role.revoke',
  'second-factor.reset',
  'participant.sign-out',
  'export.download',
  'arm.create',
  'randomisation.save',
  'allocation-table.upload',
  'safety-contact.add',
  'safety-contact.remove',
  'safety-help.save',
  'safety-alert.send',
  'api-token.create',
  'api-token.revoke',
  'study.create',
  'study.update',
  'team.invite',
  'team.invite-revoke',
  'team.join',
  'team.role',
  'team.remove',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS, { error: 'fieldInvalid' });
export type TAuditAction = z.infer<typeof ZAuditAction>;

const auditFilterFields = {
  actor_id: ZAdminOptionalId,
  action: z.preprocess((v) => (v === '' ? undefined : v), ZAuditAction.optional()),
  from: ZAdminOptionalDate,
  to: ZAdminOptionalDate,
};

/** The filters of the CSV: who, what, between which UTC dates (both included). */
export const ZAuditLogFilter = z.object(auditFilterFields).superRefine(refineDateOrder);
export type TAuditLogFilter = z.input<typeof ZAuditLogFilter>;

/** GET api/v1/admin/audit-log?actor_id&action&from&to&cursor: newest first, pages of 50. */
export const ZAuditLogRequest = z
  .object({ ...auditFilterFields, cursor: ZAdminOptionalId })
  .superRefine(refineDateOrder);
export type TAuditLogRequest = z.input<typeof ZAuditLogRequest>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The researcher's account; null from the command line. */
  actor_id: z.number().int().nullable(),
  /** Their address today; null when the account has been erased (or for the command line). */
  actor_email: z.string().nullable(),
  /** The operating-system user of a command-line action. */
  actor_name: z.string().nullable(),
  source: z.enum(['console', 'command-line', 'server', 'api-token']),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogResponse = ZEnvelope(
  z.object({
    entries: z.array(ZAuditEntry),
    next_cursor: z.number().int().nullable(),
    /** Every account that appears in the trail, for the actor filter (email null: erased). */
    actors: z.array(z.object({ id: z.number().int(), email: z.string().nullable() })),
  }),
);
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;

/** A sent broadcast as the console lists it (read from the audit trail). */
export const ZSentBroadcast = z.object({
  id: z.number().int(),
  at: z.string(),
  title: z.string(),
  body: z.string(),
  /** Null: every participant. */
  cohort_id: z.number().int().nullable(),
  cohort_name: z.string().nullable(),
  recipients: z.number().int(),
});
export type TSentBroadcast = z.infer<typeof ZSentBroadcast>;

/** GET api/v1/admin/broadcasts?cursor: the broadcasts sent, newest first, pages of 50. */
export const ZSentBroadcastsRequest = z.object({ cursor: ZAdminOptionalId });
export const ZSentBroadcastsResponse = ZEnvelope(
  z.object({ broadcasts: z.array(ZSentBroadcast), next_cursor: z.number().int().nullable() }),
);
export type TSentBroadcastsResponse = z.infer<typeof ZSentBroadcastsResponse>;
