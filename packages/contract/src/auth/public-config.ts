import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

/** GET api/v1/config: what the web app needs to know of the server's configuration. */
export const ZPublicConfigResponse = ZEnvelope(
  z.object({
    bot_check: z.enum(['altcha', 'turnstile', 'off']),
    turnstile_site_key: z.string().nullable(),
    google_client_id: z.string().nullable(),
    facebook_app_id: z.string().nullable(),
    min_age: z.number().int(),
    study_presurvey_url: z.string().nullable(),
  }),
);
export type TPublicConfig = z.infer<typeof ZPublicConfigResponse>['data'];
