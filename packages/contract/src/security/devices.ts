import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZRequiredId } from '../sessions/content.ts';

/** What kind of device a browser runs on, as its user agent says; null when it does not say. */
export const DEVICE_KINDS = ['phone', 'tablet', 'computer'] as const;

/**
 * One signed-in session of the caller's account: the browser and system it was signed in from
 * (read from the user agent at sign-in; null where it could not be told), when it began and
 * was last used (to within five minutes), and whether it is the one asking.
 */
export const ZSignedInDevice = z.object({
  device_id: z.number().int(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  kind: z.enum(DEVICE_KINDS).nullable(),
  signed_in_at: z.string(),
  last_used_at: z.string(),
  this_device: z.boolean(),
});
export type TSignedInDevice = z.infer<typeof ZSignedInDevice>;

/** Every signed-in device of the caller, this one first, then the most recently used. */
export const ZSignedInDevicesResponse = ZEnvelope(z.object({ devices: z.array(ZSignedInDevice) }));
export type TSignedInDevicesResponse = z.infer<typeof ZSignedInDevicesResponse>;

/** POST …/devices/sign-out {device_id}: ends one of the caller's other sessions. */
export const ZSignOutDeviceRequest = z.object({ device_id: ZRequiredId });
export type TSignOutDeviceRequest = z.input<typeof ZSignOutDeviceRequest>;

/** POST …/devices/sign-out-others: `ended`, how many other devices were signed out. */
export const ZSignOutOtherDevicesResponse = ZEnvelope(
  z.object({ ended: z.number().int(), devices: z.array(ZSignedInDevice) }),
);
export type TSignOutOtherDevicesResponse = z.infer<typeof ZSignOutOtherDevicesResponse>;
