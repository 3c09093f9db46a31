import { useMutation } from '@tanstack/react-query';
import type {
  TAddPasskeyRequest,
  TReauthentication,
  TRemovePasskeyRequest,
} from '@resona/contract';
import { securityCalls } from '@resona/contract/security/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { useFactorsWrite } from './second-factors.ts';

/** POST security/passkeys/options {password?}: what the browser needs to make a passkey. */
export const usePasskeyOptions = () =>
  useMutation({
    mutationFn: async (body: TReauthentication) =>
      (await apiRequest(securityCalls.passkeyOptions, { body })).data.options,
  });

/** POST security/passkeys/add {name, credential}: the passkey the browser made, kept. */
export const useAddPasskey = (userId: number) =>
  useFactorsWrite(userId, (body: TAddPasskeyRequest) =>
    apiRequest(securityCalls.addPasskey, { body }),
  );

/** POST security/passkeys/remove {passkey_id, password?}. */
export const useRemovePasskey = (userId: number) =>
  useFactorsWrite(userId, (body: TRemovePasskeyRequest) =>
    apiRequest(securityCalls.removePasskey, { body }),
  );
