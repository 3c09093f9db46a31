import { defineRoutes } from '../call.ts';

/** A person's own account security (issue 32): the devices signed in to it. */
export const securityRoutes = defineRoutes('security', {
  signedInDevices: {
    method: 'GET',
    path: '/api/v2/security/devices',
    access: 'user',
  },
  signOutDevice: {
    method: 'POST',
    path: '/api/v2/security/devices/sign-out',
    access: 'user',
    errors: [404],
  },
  signOutOtherDevices: {
    method: 'POST',
    path: '/api/v2/security/devices/sign-out-others',
    access: 'user',
  },
});
