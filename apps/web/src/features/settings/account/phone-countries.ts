import { phoneCountries } from '@resona/contract/settings/user-information-update';

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The country picker's options, named in the interface language by the browser's own
 * Intl.DisplayNames (no second country list to ship), sorted for that language.
 */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  return phoneCountries()
    .map(({ code, dialCode }) => ({
      value: code,
      label: `${names?.of(code) ?? code} (${dialCode})`,
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
