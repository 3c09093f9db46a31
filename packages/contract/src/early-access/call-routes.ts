import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** Early access from the promo pages (spec §7 User v2 early-access; §6: no sign-in). */
export const earlyAccessRoutes = defineRoutes('earlyAccess', {
  earlyAccess: {
    method: 'POST',
    path: API.earlyAccess,
    access: 'public',
    summary: 'Leaves an e-mail address to hear when Resona opens.',
    description:
      'The reply is the same whether the address is new or was left before; only a new one ' +
      'gets a confirmation mail, in the language of the request. Five a client address per ten minutes.',
  },
});
