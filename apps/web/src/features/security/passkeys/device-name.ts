/**
 * What a person would call the device they are making a passkey on, "Chrome on Android", as a
 * first name for it in the form: read from the browser's own description of itself. The server
 * names signed-in devices the same way (bowser); this is only a suggestion the person can change,
 * so a short list of the common browsers and systems does.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: typeof BROWSERS, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function guessDevice(userAgent: string): { browser: string | null; system: string | null } {
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) };
}
