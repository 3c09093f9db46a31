import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignedInDevice } from '@resona/contract';
import { securityCalls } from '@resona/contract/security/calls';
import { apiRequest } from '../../../lib/api-client.ts';

const devicesKey = (userId: number) => ['signed-in-devices', userId] as const;

/** GET security/devices: every device signed in to the account, this one first. */
export function useSignedInDevices(userId: number) {
  return useQuery({
    queryKey: devicesKey(userId),
    queryFn: async () => (await apiRequest(securityCalls.signedInDevices)).data.devices,
  });
}

/** Each reply is the list as it now stands: the cache takes it, no refetch. */
function useDevicesWrite<T>(
  userId: number,
  send: (input: T) => Promise<{ message: string; data: { devices: TSignedInDevice[] } }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => queryClient.setQueryData(devicesKey(userId), reply.data.devices),
  });
}

/** POST security/devices/sign-out {device_id}: one other device signed out. */
export const useSignOutDevice = (userId: number) =>
  useDevicesWrite(userId, (deviceId: number) =>
    apiRequest(securityCalls.signOutDevice, { body: { device_id: deviceId } }),
  );

/** POST security/devices/sign-out-others: every device but this one signed out. */
export const useSignOutOtherDevices = (userId: number) =>
  useDevicesWrite(userId, () => apiRequest(securityCalls.signOutOtherDevices));
