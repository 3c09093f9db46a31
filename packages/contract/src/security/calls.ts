import { defineCall } from '../call.ts';
import { securityRoutes as r } from './call-routes.ts';
import { ZAddPasskeyRequest, ZPasskeyOptionsResponse, ZRemovePasskeyRequest } from './passkeys.ts';
import {
  ZConfirmAuthenticatorRequest,
  ZFactorsChangedResponse,
  ZReauthentication,
  ZSecondFactorsResponse,
  ZStartAuthenticatorResponse,
} from './second-factor.ts';
import {
  ZSignedInDevicesResponse,
  ZSignOutDeviceRequest,
  ZSignOutOtherDevicesResponse,
} from './devices.ts';
import { ZSecurityEventsRequest, ZSecurityEventsResponse } from './events.ts';

export const securityCalls = {
  secondFactors: defineCall(r.secondFactors, {
    summary: "The caller's second factors: an authenticator app, recovery codes left.",
    reply: ZSecondFactorsResponse,
  }),
  startAuthenticator: defineCall(r.startAuthenticator, {
    summary: 'A new secret for an authenticator app, after the password is given again.',
    description:
      'The secret counts once a code from it is confirmed; until then a factor already set ' +
      'stays as it was. An account without a password needs a sign-in in the last 10 minutes.',
    body: ZReauthentication,
    reply: ZStartAuthenticatorResponse,
  }),
  confirmAuthenticator: defineCall(r.confirmAuthenticator, {
    summary: 'Switches the authenticator app on with its first code; recovery codes come with it.',
    description:
      'Answers ten recovery codes, shown once, when the account had none. This session counts ' +
      'as signed in with a second factor from then on.',
    body: ZConfirmAuthenticatorRequest,
    reply: ZFactorsChangedResponse,
  }),
  removeAuthenticator: defineCall(r.removeAuthenticator, {
    summary: 'Removes the authenticator app, after the password is given again.',
    body: ZReauthentication,
    reply: ZFactorsChangedResponse,
  }),
  newRecoveryCodes: defineCall(r.newRecoveryCodes, {
    summary: 'Makes ten new recovery codes, shown once; the old ones stop working.',
    body: ZReauthentication,
    reply: ZFactorsChangedResponse,
  }),
  passkeyOptions: defineCall(r.passkeyOptions, {
    summary: 'What the browser needs to make a passkey, after the password is given again.',
    body: ZReauthentication,
    reply: ZPasskeyOptionsResponse,
  }),
  addPasskey: defineCall(r.addPasskey, {
    summary: 'Keeps the passkey the browser made; recovery codes come with the first factor.',
    description:
      'The credential is checked against the challenge of passkeys/options (good once, for five ' +
      'minutes). This session counts as signed in with a second factor from then on.',
    body: ZAddPasskeyRequest,
    reply: ZFactorsChangedResponse,
  }),
  removePasskey: defineCall(r.removePasskey, {
    summary: 'Removes one of the caller’s passkeys, after the password is given again.',
    body: ZRemovePasskeyRequest,
    reply: ZFactorsChangedResponse,
  }),
  signedInDevices: defineCall(r.signedInDevices, {
    summary: "The devices signed in to the caller's account, this one marked.",
    reply: ZSignedInDevicesResponse,
  }),
  signOutDevice: defineCall(r.signOutDevice, {
    summary: "Signs one of the caller's other devices out.",
    description: 'The device asking is signed out with the ordinary sign-out call, not this one.',
    body: ZSignOutDeviceRequest,
    reply: ZSignedInDevicesResponse,
  }),
  signOutOtherDevices: defineCall(r.signOutOtherDevices, {
    summary: 'Signs out every device of the caller but the one asking.',
    reply: ZSignOutOtherDevicesResponse,
  }),
  securityEvents: defineCall(r.securityEvents, {
    summary: "The caller's own account security events, newest first, 50 a page.",
    description:
      'Sign-ins and failed ones, second steps, factors added or removed, recovery codes used, ' +
      'devices signed out: each with its time, address and browser.',
    query: ZSecurityEventsRequest,
    reply: ZSecurityEventsResponse,
  }),
};
