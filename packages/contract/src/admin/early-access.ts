import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAdminOptionalId } from './common.ts';

/**
 * GET api/v1/admin/early-access?cursor: the addresses left on the promo pages, newest first, in
 * pages of up to 100; `cursor` is the `next_cursor` of the page before.
 */
export const ZListEarlyAccessRequest = z.object({ cursor: ZAdminOptionalId });
export type TListEarlyAccessRequest = z.input<typeof ZListEarlyAccessRequest>;

export const ZAdminEarlyAccess = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The language code of the request (en, fr, de, ar, uk, es), which the mail was written in. */
  language: z.string(),
  created_at: z.string(),
});
export type TAdminEarlyAccess = z.infer<typeof ZAdminEarlyAccess>;

export const ZListEarlyAccessResponse = ZEnvelope(
  z.object({ requests: z.array(ZAdminEarlyAccess), next_cursor: z.number().int().nullable() }),
);
export type TListEarlyAccessResponse = z.infer<typeof ZListEarlyAccessResponse>;
