import { useMutation } from '@tanstack/react-query';
import { type TInviteFriendsRequest } from '@resona/contract';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST api/v2/user/invite-friends {emails}: one invitation mail to each friend. */
export function inviteFriends(body: TInviteFriendsRequest) {
  return apiRequest(settingsCalls.inviteFriends, { body });
}

export function useInviteFriends() {
  return useMutation({ mutationFn: inviteFriends });
}
