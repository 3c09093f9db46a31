import { defineCall, type CallsOf } from '../call.ts';
import { earlyAccessRoutes as r } from './call-routes.ts';
import { ZEarlyAccessRequest, ZEarlyAccessResponse } from './early-access.ts';

export const earlyAccessCalls = {
  earlyAccess: defineCall(r.earlyAccess, {
    body: ZEarlyAccessRequest,
    reply: ZEarlyAccessResponse,
  }),
} satisfies CallsOf<typeof r>;
