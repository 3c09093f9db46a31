import { INVITE_MAX_RECIPIENTS, ZEmail } from '@resona/contract';

/** Why an address cannot join the list: a message key of the contract, or a UI one. */
export type FriendProblem =
  'emailRequired' | 'emailInvalid' | 'inviteSelf' | 'inviteTooMany' | 'alreadyAdded';

/**
 * Checks a typed address before it joins the list of friends to invite (spec §5): the contract's
 * e-mail rule (so the server will accept it), not the person's own address, not twice, and no
 * more than one call may carry. Returns the address as the server will store it.
 */
export function checkFriendEmail(
  value: string,
  own: string | undefined,
  list: readonly string[],
): { email: string } | { problem: FriendProblem } {
  const parsed = ZEmail.safeParse(value);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    return { problem: key === 'emailRequired' ? 'emailRequired' : 'emailInvalid' };
  }
  const email = parsed.data;
  if (own && email === own.toLowerCase()) return { problem: 'inviteSelf' };
  if (list.includes(email)) return { problem: 'alreadyAdded' };
  if (list.length >= INVITE_MAX_RECIPIENTS) return { problem: 'inviteTooMany' };
  return { email };
}

/**
 * Who Send invites: the list, plus the address still typed in the field (a person expects it
 * to go too without pressing Add). A typed address that cannot join the list stops the send;
 * with nothing typed and nobody listed, the address is missing.
 */
export function collectInvitees(
  draft: string,
  own: string | undefined,
  list: readonly string[],
): { emails: string[] } | { problem: FriendProblem } {
  if (!draft.trim()) {
    return list.length > 0 ? { emails: [...list] } : { problem: 'emailRequired' };
  }
  const result = checkFriendEmail(draft, own, list);
  if ('email' in result) return { emails: [...list, result.email] };
  // Typed again after Add: it is on the list already, so it goes once.
  if (result.problem === 'alreadyAdded') return { emails: [...list] };
  return result;
}
