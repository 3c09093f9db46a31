import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZOnboardingFlags } from './user-flags.ts';

/** POST api/v2/user/tutorial-seen: the tutorial was shown or skipped; is_tutorial becomes 0. */
export const ZTutorialSeenResponse = ZEnvelope(z.object({ user_flags: ZOnboardingFlags }));
export type TTutorialSeenResponse = z.infer<typeof ZTutorialSeenResponse>;
