import { EMAIL_PATTERN, type SocialProvider } from '@resona/contract';
import { AppError } from '../../../lib/app-error.ts';

/** Who the provider says is signing in, after the server checked it with the provider. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable id for the person (ID token `sub`, Graph user id). */
  subject: string;
  /** Lower-case, as the provider gave it. */
  email: string;
  /**
   * True only when the provider asserts the address is verified (Google's `email_verified`).
   * Facebook asserts nothing, so its addresses are never trusted (docs/decisions/027).
   */
  emailVerified: boolean;
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** One answer for every forged, expired or foreign credential: no detail helps a forger. */
export const signInFailed = (provider: SocialProvider) =>
  new AppError('INVALID_TOKEN', 'socialSignInFailed', { provider: PROVIDER_NAMES[provider] });

export const emailNotVerified = (provider: SocialProvider) =>
  new AppError(
    'VALIDATION_ERROR',
    'socialEmailNotVerified',
    { provider: PROVIDER_NAMES[provider] },
    { token: 'socialEmailNotVerified' },
  );

export const providerUnavailable = (provider: SocialProvider) =>
  new AppError(
    'VALIDATION_ERROR',
    'socialUnavailable',
    { provider: PROVIDER_NAMES[provider] },
    { social_type: 'socialUnavailable' },
  );

/**
 * The provider's address, or null when it gave none a user could sign up with (the sign-up
 * form's pattern, spec §5, so every account's address passes it).
 */
export function usableEmail(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 254 || !EMAIL_PATTERN.test(value)) return null;
  return value.toLowerCase();
}
