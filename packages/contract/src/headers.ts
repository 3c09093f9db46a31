import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from './constants.ts';
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

/**
 * What an idempotent call reads besides the client headers: a UUID the client made for this
 * write, the same on every retry of it.
 */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .uuid()
    .optional()
    .describe('A UUID made by the client for this write and sent again with every retry of it.'),
});
