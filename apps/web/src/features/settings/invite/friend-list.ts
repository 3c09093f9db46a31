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
