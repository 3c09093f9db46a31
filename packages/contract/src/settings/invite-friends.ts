import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail } from '../fields.ts';

/** At most this many addresses in one invite-friends call. */
export const INVITE_MAX_RECIPIENTS = 10;
/** Invitations one person may send in a day (24 h), whatever the number of calls. */
export const INVITE_DAILY_LIMIT = 20;

/**
 * POST api/v2/user/invite-friends {emails}: the spec's "email list" (§7) — one or more friends'
 * addresses, each checked with the e-mail pattern of §5. A single string is taken as a list of
 * one (a form may send one field); repeats are sent once.
 */
export const ZInviteFriendsRequest = z.object({
  emails: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(ZEmail)
      .min(1, { error: 'emailRequired' })
      .max(INVITE_MAX_RECIPIENTS, { error: 'inviteTooMany' })
      .transform((list) => [...new Set(list)]),
  ),
});
export type TInviteFriendsRequest = z.input<typeof ZInviteFriendsRequest>;

/** 'Invitation sent' (spec §8) and the addresses invited, lower-case and without repeats. */
export const ZInviteFriendsResponse = ZEnvelope(
  z.object({ invited: z.array(z.string()), sent_today: z.number().int() }),
);
export type TInviteFriendsResponse = z.infer<typeof ZInviteFriendsResponse>;
