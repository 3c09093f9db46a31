import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, ZFlag } from '../fields.ts';

/** GET whitelisted?email: answers only for the caller's own address (another → 404). */
export const ZWhitelistedRequest = z.object({ email: ZEmail });
export type TWhitelistedRequest = z.input<typeof ZWhitelistedRequest>;

export const ZWhitelistedResponse = ZEnvelope(
  z.object({
    is_whitelisted: ZFlag,
    whitelisted_plans: z.array(z.object({ planID: z.number().int() })),
  }),
);
export type TWhitelistedResponse = z.infer<typeof ZWhitelistedResponse>;
