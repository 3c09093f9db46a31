import { useMutation } from '@tanstack/react-query';
import { API, ZInviteFriendsResponse, type TInviteFriendsRequest } from '@resona/contract';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST api/v2/user/invite-friends {emails}: one invitation mail to each friend. */
export function inviteFriends(body: TInviteFriendsRequest) {
  return apiRequest(API.inviteFriends, ZInviteFriendsResponse, { method: 'POST', body });
}

export function useInviteFriends() {
  return useMutation({ mutationFn: inviteFriends });
}
