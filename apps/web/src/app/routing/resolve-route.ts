import type { TCurrentUser } from '@resona/contract';

/** The user's flags that decide where they may be (spec §4). */
export type RoutingUser = Pick<
  TCurrentUser,
  'userID' | 'is_verified' | 'is_subscribe' | 'is_survey_complete' | 'is_calibrated' | 'is_tutorial'
> & {
  /** Absent in a user stored before it existed: read as 'none'. */
  study_consent?: TCurrentUser['study_consent'];
};

/** Where a signed-in user belongs after login or sign-up (spec §4, "Post-login routing"). */
export function postLoginPath(user: RoutingUser): string {
  if (user.is_verified !== 1) return '/check';
  if (user.is_subscribe !== 1) return '/algorithm';
  // The study's consent comes before anything else once the code is redeemed (decision 082).
  if (needsConsent(user)) return '/consent';
  if (user.is_survey_complete !== 1) return '/age-question';
  // The spec's branch to /new-tutorial "is effectively unreachable" here, so it is left out.
  return user.is_calibrated === 1 ? '/home' : '/calibration';
}

const SIGN_IN_PAGES = new Set(['/login', '/signup']);
const QUESTION_PAGES = new Set([
  '/age-question',
  '/gender-question',
  '/language-question',
  '/experience-question',
]);
const SIGNED_OUT_ONLY = new Set(['/video', '/home-policy']);
/** Reachable by anyone, signed in or not. */
const PUBLIC_PAGES = new Set([
  '/forgot',
  '/verify-email',
  '/reset-password',
  '/termcondition',
  '/privacy',
  '/pre-study-survey',
  '/mid-study-survey',
  '/post-study-survey',
]);
/** First path segment of the main screens: signed in, verified and subscribed only. */
const MAIN_PREFIXES = new Set([
  'home',
  'myhistory',
  'myfavorites',
  'program',
  'resonance',
  'rhythms',
  'reminder',
  'setting',
  'account-setting',
  'edit-account-setting',
  'language-setting',
  'password-change',
  'manage-subscriptions',
  'setreminder',
  'invite-friend',
  'mydata',
  'support',
]);

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').toLowerCase();
}

function canUseMainScreens(user: RoutingUser | null): boolean {
  return !!user && !!user.userID && user.is_subscribe === 1 && user.is_verified === 1;
}

/** A current consent version waits for this person's signature (a new one: at their next visit). */
function needsConsent(user: RoutingUser): boolean {
  return user.study_consent === 'required';
}

/** A signed-in, subscribed person who must sign first: every screen of the app leads to /consent. */
function heldForConsent(user: RoutingUser | null): boolean {
  return !!user && canUseMainScreens(user) && needsConsent(user);
}

/**
 * Decides whether `path` may be shown to `user` (null when signed out). Returns null to stay, or
 * the path to redirect to. Redirects may chain (/login → /check → /algorithm …); every chain ends.
 * Paths match case-insensitively, as the spec lists case variants (/LogIn, /SignUp, /Home …).
 */
export function resolveRoute(path: string, user: RoutingUser | null): string | null {
  const p = normalise(path);
  const first = p.split('/')[1] ?? '';

  if (p === '/') return user ? postLoginPath(user) : '/login';

  if (SIGN_IN_PAGES.has(p)) return user ? '/check' : null;

  if (SIGNED_OUT_ONLY.has(p)) return user ? postLoginPath(user) : null;

  if (PUBLIC_PAGES.has(p)) return null;

  if (p === '/consent') {
    if (!user) return '/login';
    return heldForConsent(user) ? null : postLoginPath(user);
  }

  if (heldForConsent(user) && (QUESTION_PAGES.has(p) || MAIN_PREFIXES.has(first))) {
    return '/consent';
  }
  if (heldForConsent(user) && (p === '/new-tutorial' || p === '/calibration')) return '/consent';

  if (QUESTION_PAGES.has(p)) {
    // Guests take the survey before signing up.
    return user && user.is_survey_complete === 1 ? '/new-tutorial' : null;
  }

  if (p === '/check') {
    if (!user) return '/login';
    return user.is_verified === 1 ? '/algorithm' : null;
  }

  if (p === '/algorithm') {
    if (!user) return '/login';
    // Back from the payment page: the purchase message shows for any signed-in user, since the
    // webhook may already have made them subscribed (the page then signs them out, spec §4).
    if (/[?&]purchase=(success|cancelled)(&|#|$)/.test(path)) return null;
    return user.is_verified === 1 && user.is_subscribe !== 1 ? null : '/age-question';
  }

  if (p === '/new-tutorial') {
    if (!user) return '/login';
    return user.is_tutorial === 1 ? null : '/home';
  }

  if (p === '/calibration') {
    if (!user) return '/login';
    if (user.is_survey_complete !== 1) return '/age-question';
    return canUseMainScreens(user) ? null : '/login';
  }

  if (MAIN_PREFIXES.has(first)) return canUseMainScreens(user) ? null : '/login';

  // The researcher console: any signed-in account; the server answers 403 to non-admins. Signed
  // out, the sign-in page brings the researcher back to the console page they asked for.
  if (first === 'admin') return user ? null : `/login?next=${encodeURIComponent(path)}`;

  // Anything else is the 404 page, shown to everyone.
  return null;
}
