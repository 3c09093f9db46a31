import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

export const ZTutorialItem = z.object({
  tutorialVideoID: z.number().int(),
  /** Null for a drawn slide: the web app draws `illustration` with the title and caption. */
  video_url: z.string().nullable(),
  illustration: z.string(),
  title: z.string(),
  caption: z.string(),
});
export type TTutorialItem = z.infer<typeof ZTutorialItem>;

/** GET api/v2/user/tutorial-list: the carousel in the user's language. */
export const ZTutorialListResponse = ZEnvelope(
  z.object({ tutorial_video_list: z.array(ZTutorialItem) }),
);
export type TTutorialListResponse = z.infer<typeof ZTutorialListResponse>;
