import { defineCall, type CallsOf } from '../call.ts';
import { earlyAccessRoutes as r } from './call-routes.ts';
import { ZEarlyAccessRequest, ZEarlyAccessResponse } from './early-access.ts';

export const earlyAccessCalls = {
  earlyAccess: defineCall(r.earlyAccess, {
    summary: 'Leaves an e-mail address to hear when Resona opens.',
    description:
      'The reply is the same whether the address is new or was left before; only a new one ' +
      'gets a confirmation mail, in the language of the request. Five a client address per ten minutes.',

    body: ZEarlyAccessRequest,
    reply: ZEarlyAccessResponse,
  }),
} satisfies CallsOf<typeof r>;
