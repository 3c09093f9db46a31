import { useMutation } from '@tanstack/react-query';
import { API, ZVerifyEmailRequest, ZVerifyEmailResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type VerifyEmailBody = z.output<typeof ZVerifyEmailRequest>;

export function verifyEmail(body: VerifyEmailBody) {
  return apiRequest(API.verifyEmail, ZVerifyEmailResponse, { method: 'POST', body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
