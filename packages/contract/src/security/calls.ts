import { defineCall } from '../call.ts';
import { securityRoutes as r } from './call-routes.ts';
import {
  ZSignedInDevicesResponse,
  ZSignOutDeviceRequest,
  ZSignOutOtherDevicesResponse,
} from './devices.ts';

export const securityCalls = {
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
};
