import { enRest } from './rest.ts';
import { enSignIn } from './sign-in.ts';

/**
 * English UI texts. Every other locale has exactly these keys (types.ts, locales.test.ts).
 * Kept in two files so the sign-in page carries only its own (decision 059).
 */
export const en = { ...enSignIn, ...enRest };

export default en;
