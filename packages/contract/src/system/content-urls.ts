import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

/** GET api/v2/content/urls (no sign-in): where the Terms and the Privacy notice are read. */
export const ZContentUrlsResponse = ZEnvelope(
  z.object({ terms_url: z.string(), privacy_url: z.string() }),
);
export type TContentUrlsResponse = z.infer<typeof ZContentUrlsResponse>;
