import type { LanguageCode } from '@resona/contract';

/** A text in every language the app ships; the type refuses a missing translation. */
export type Names = Record<LanguageCode, string>;
