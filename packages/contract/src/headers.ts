import { z } from 'zod';
import { zLine } from './fields.ts';

/** Headers every client sends (spec §7). All optional: a browser may not know its time zone. */
export const ZClientHeaders = z.object({
  'device-id': zLine().max(200).optional(),
  /** 3 = web. */
  'device-type': z.coerce.number().int().optional(),
  timezone: zLine().max(64).optional(),
  'device-language': zLine().max(35).optional(),
});
export type TClientHeaders = z.infer<typeof ZClientHeaders>;
