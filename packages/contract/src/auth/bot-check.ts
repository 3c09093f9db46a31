import { z } from 'zod';
import { zLine } from '../fields.ts';

/** Proof that the bot check passed: an ALTCHA payload or a Turnstile token. */
export const ZBotCheckField = zLine().max(8192).optional().describe('Bot-check solution');

export const ZAltchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type TAltchaChallenge = z.infer<typeof ZAltchaChallenge>;

/**
 * GET bot-check/challenge answers the bare ALTCHA challenge, not the envelope: the ALTCHA
 * widget reads it from its `challengeurl` as it is.
 */
export const ZBotChallengeResponse = ZAltchaChallenge;
