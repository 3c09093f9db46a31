import { z } from 'zod';

/** Headers every client sends (spec §7). All optional: a browser may not know its time zone. */
export const ZClientHeaders = z.object({
  'device-id': z.string().max(200).optional(),
  /** 3 = web. */
  'device-type': z.coerce.number().int().optional(),
  timezone: z.string().max(64).optional(),
  'device-language': z.string().max(35).optional(),
});
export type TClientHeaders = z.infer<typeof ZClientHeaders>;
