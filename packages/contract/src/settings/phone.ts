import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

/**
 * Phone numbers (spec §5 "Phone: optional, country picker defaults to US"). libphonenumber-js
 * with its full metadata checks a number against the country's real numbering plan, so the
 * server and the form refuse the same numbers. This module is reachable only through the
 * `@resona/contract/settings/user-information-update` entry, never through the package's main
 * index: its metadata (about 45 KB gzip) must stay out of the sign-in page's bundle.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** What a person may type: digits and the usual separators, nothing else. */
const PHONE_CHARACTERS = /^[+\d\s().-]*$/;

export interface PhoneCountry {
  code: CountryCode;
  /** '+1', '+44' … */
  dialCode: string;
}

/** Every country the picker offers, with its dial code; names come from Intl.DisplayNames. */
export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((code) => ({ code, dialCode: `+${getCountryCallingCode(code)}` }));
}

export function dialCodeOf(country: string): string | null {
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : null;
}

export interface ParsedPhone {
  /** E.164, e.g. '+12015550123'. */
  e164: string;
  dialCode: string;
  country: CountryCode | null;
  /** The national form, as the person would type it again ('201 555 0123'). */
  national: string;
  /** The international form, without a national trunk prefix ('+49 30 1234567'). */
  international: string;
}

/**
 * A typed number read in the picked country (or by its own '+' prefix), or null when it is not
 * a valid number there. `dialCode` is used when no country is given ('+44' → the UK plan).
 */
export function parsePhone(
  input: string,
  where: { country?: string | undefined; dialCode?: string | undefined },
): ParsedPhone | null {
  const text = input.trim();
  if (!text || !PHONE_CHARACTERS.test(text) || text.length > 32) return null;
  const country = where.country && isSupportedCountry(where.country) ? where.country : undefined;
  const callingCode = where.dialCode?.replace(/^\+/, '');
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : country
      ? parsePhoneNumberFromString(text, country)
      : callingCode && /^\d{1,4}$/.test(callingCode)
        ? parsePhoneNumberFromString(`+${callingCode}${text}`)
        : parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return null;
  return {
    e164: parsed.number,
    dialCode: `+${parsed.countryCallingCode}`,
    country: parsed.country ?? null,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
  };
}

/** A stored E.164 number read back for the form (country picker and national digits). */
export function describeStoredPhone(e164: string | null): ParsedPhone | null {
  if (!e164) return null;
  return parsePhone(e164, {});
}
