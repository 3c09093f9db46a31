import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TSupportMailRequest } from '@resona/contract';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The support form's fixed fields: To (SUPPORT_EMAIL), the sender, and what is left today. */
export async function getSupportForm() {
  const reply = await apiRequest(settingsCalls.supportForm);
  return reply.data;
}

export const supportFormQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['support-form', userId], queryFn: getSupportForm });

export function useSupportForm(userId: number) {
  return useQuery(supportFormQueryOptions(userId));
}

export function sendSupportMail(body: TSupportMailRequest) {
  return apiRequest(settingsCalls.supportMail, { body });
}

export function useSendSupportMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['support-form'] }),
  });
}
