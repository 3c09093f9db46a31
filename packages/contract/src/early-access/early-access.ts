import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail } from '../fields.ts';

/** POST api/v2/user/early-access {email}: an address to write to when Resona opens. */
export const ZEarlyAccessRequest = z.object({ email: ZEmail });
export type TEarlyAccessRequest = z.input<typeof ZEarlyAccessRequest>;

/**
 * The same reply for a new address and one already kept, so the call never tells whether an
 * address was left before: only the message, "Thank you. We will write to you when Resona opens."
 */
export const ZEarlyAccessResponse = ZEnvelope(z.object({}));
export type TEarlyAccessResponse = z.infer<typeof ZEarlyAccessResponse>;
