/**
 * The English messages the sign-in page may show before anything else has loaded: its 404, the
 * offline notice and the fallbacks of a failed call. The web app's entry carries only these;
 * the whole catalogue (en.ts, which includes them) loads with the first form or other screen.
 */
export const enSignIn = {
  fieldInvalid: 'This value is not valid',
  somethingWrong: 'Something went wrong',
  pageNotFound: 'Page Not Found',
  noInternet: 'No internet connection',
} as const;
