import { defineRoutes } from '../call.ts';

/** Early access from the promo pages (spec §7 User v2 early-access; §6: no sign-in). */
export const earlyAccessRoutes = defineRoutes('earlyAccess', {
  earlyAccess: {
    method: 'POST',
    path: '/api/v2/user/early-access',
    access: 'public',
  },
});
