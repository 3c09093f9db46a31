import { z } from 'zod';
import { zLine } from '../fields.ts';
import { ZEnvelope } from '../envelope.ts';
import { MAX_VIEW_SECONDS, ZRequiredId } from './content.ts';

/** navigator.sendBeacon posts a string as text/plain: such a body is read as JSON. */
const parseTextBody = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * POST api/v2/user/update-video-views {video_views_id, duration}: seconds watched so far. The
 * stored duration never decreases (a late or reordered beacon cannot shorten a session), and
 * only the caller's own views can be updated (another's → 404).
 *
 * The page sends the last update with navigator.sendBeacon as it unloads, because a fetch may be
 * cancelled then. sendBeacon cannot set an Authorization header, so this one call also accepts
 * the bearer token in the body as `auth_token` (never in the URL, where it would reach logs and
 * history). The body may be JSON, a text/plain JSON string, url-encoded or form data.
 */
export const ZUpdateVideoViewsRequest = z.preprocess(
  parseTextBody,
  z.object({
    video_views_id: ZRequiredId,
    duration: z.coerce
      .number({ error: 'fieldInvalid' })
      .min(0, { error: 'fieldInvalid' })
      .max(MAX_VIEW_SECONDS, { error: 'fieldInvalid' })
      .transform(Math.floor)
      .describe('Seconds watched since play started; fractions are dropped'),
    auth_token: zLine()
      .max(512)
      .optional()
      .describe('Only for sendBeacon, which cannot set headers'),
  }),
);
export type TUpdateVideoViewsRequest = z.input<typeof ZUpdateVideoViewsRequest>;

export const ZUpdateVideoViewsResponse = ZEnvelope(
  z.object({
    video_views_id: z.number().int(),
    /** The stored duration: the largest reported so far. */
    duration: z.number().int(),
  }),
);
export type TUpdateVideoViewsResponse = z.infer<typeof ZUpdateVideoViewsResponse>;
