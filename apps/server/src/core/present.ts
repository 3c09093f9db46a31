import type { LanguageCode, TOnboardingFlags } from '@resona/contract';
import type { LocalisedNames } from '../db/schema/index.ts';
import type { SessionUser } from './current-user.ts';

const flag = (v: boolean) => (v ? 1 : 0) as 0 | 1;

/** The routing flags of spec §4, from a users row. */
export function presentFlags(user: SessionUser): TOnboardingFlags {
  return {
    is_verified: flag(user.isVerified),
    is_subscribe: flag(user.isSubscribed),
    is_survey_complete: flag(user.isSurveyComplete),
    is_calibrated: flag(user.isCalibrated),
    is_tutorial: flag(user.tutorialPending),
  };
}

export { flag };

/** A localised text in the language asked for, falling back to English. */
export function localise(names: LocalisedNames, lang: LanguageCode) {
  return names[lang] ?? names.en ?? '';
}

/** Cents to dollars without floating-point residue (999 → 9.99). */
export function dollars(cents: number) {
  return Math.round(cents) / 100;
}

export function iso(date: Date | null) {
  return date ? date.toISOString() : null;
}
