import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

export const ZHealthResponse = ZEnvelope(z.object({ ok: z.boolean() }));

/** GET /api/ready: 200 only when ready; otherwise 503 NOT_READY (the error envelope). */
export const ZReadyResponse = ZEnvelope(
  z.object({
    ready: z.literal(true),
    /** The migrations this version of the server brings, every one applied. */
    migrations: z.number().int(),
  }),
);
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
