import { useMutation } from '@tanstack/react-query';
import { API, ZLoginRequest, ZLoginResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type LoginBody = z.output<typeof ZLoginRequest>;

export function login(body: LoginBody) {
  return apiRequest(API.login, ZLoginResponse, { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
