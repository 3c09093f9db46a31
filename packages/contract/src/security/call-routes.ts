import { defineRoutes } from '../call.ts';

/** A person's own account security (issue 32): second factors, the devices signed in. */
export const securityRoutes = defineRoutes('security', {
  secondFactors: {
    method: 'GET',
    path: '/api/v2/security/second-factors',
    access: 'user',
  },
  startAuthenticator: {
    method: 'POST',
    path: '/api/v2/security/authenticator/start',
    access: 'user',
    errors: [403],
  },
  confirmAuthenticator: {
    method: 'POST',
    path: '/api/v2/security/authenticator/confirm',
    access: 'user',
    errors: [409],
  },
  removeAuthenticator: {
    method: 'POST',
    path: '/api/v2/security/authenticator/remove',
    access: 'user',
    errors: [403, 404],
  },
  newRecoveryCodes: {
    method: 'POST',
    path: '/api/v2/security/recovery-codes',
    access: 'user',
    errors: [403, 409],
  },
  passkeyOptions: {
    method: 'POST',
    path: '/api/v2/security/passkeys/options',
    access: 'user',
    errors: [403],
  },
  addPasskey: {
    method: 'POST',
    path: '/api/v2/security/passkeys/add',
    access: 'user',
  },
  removePasskey: {
    method: 'POST',
    path: '/api/v2/security/passkeys/remove',
    access: 'user',
    errors: [403, 404],
  },
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
  securityEvents: {
    method: 'GET',
    path: '/api/v2/security/events',
    access: 'user',
  },
});
