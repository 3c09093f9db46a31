import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

export const ZHealthResponse = ZEnvelope(z.object({ ok: z.boolean() }));
