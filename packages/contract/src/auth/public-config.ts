import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

/** GET api/v1/config: what the web app needs to know of the server's configuration. */
export const ZPublicConfigResponse = ZEnvelope(
  z.object({
    bot_check: z.enum(['altcha', 'turnstile', 'off']),
    turnstile_site_key: z.string().nullable(),
    google_client_id: z.string().nullable(),
    /** Where the web app sends the browser for a Google ID token (null without Google). */
    google_auth_url: z.string().nullable(),
    /** Null unless both the Facebook app id and secret are configured. */
    facebook_app_id: z.string().nullable(),
    /** Facebook's login dialog (null without Facebook). */
    facebook_dialog_url: z.string().nullable(),
    min_age: z.number().int(),
    study_presurvey_url: z.string().nullable(),
  }),
);
export type TPublicConfig = z.infer<typeof ZPublicConfigResponse>['data'];
