import { describe, expect, test } from 'vitest';
import { postLoginPath, resolveRoute, type RoutingUser } from './resolve-route.ts';

function user(flags: Partial<RoutingUser> = {}): RoutingUser {
  return {
    userID: 7,
    is_verified: 1,
    is_subscribe: 1,
    is_survey_complete: 1,
    is_calibrated: 1,
    is_tutorial: 0,
    ...flags,
  };
}

const unverified = user({ is_verified: 0, is_subscribe: 0, is_survey_complete: 0 });
const unsubscribed = user({ is_subscribe: 0, is_survey_complete: 0 });
const noSurvey = user({ is_survey_complete: 0, is_calibrated: 0 });
const uncalibrated = user({ is_calibrated: 0 });
const ready = user();
const tutorialPending = user({ is_tutorial: 1 });
const noUserId = user({ userID: 0 });
// The study's consent (decision 082): a version waits for the signature of someone in the study.
const mustSign = user({ study_consent: 'required' });
const mustSignNew = user({ study_consent: 'required', is_survey_complete: 0, is_calibrated: 0 });
const signed = user({ study_consent: 'signed' });
const withdrawn = user({ study_consent: 'withdrawn' });

describe('postLoginPath (spec §4, post-login routing)', () => {
  test.each([
    ['not verified', unverified, '/check'],
    ['not verified but subscribed', user({ is_verified: 0 }), '/check'],
    ['verified, not subscribed', unsubscribed, '/algorithm'],
    ['subscribed, survey incomplete', noSurvey, '/age-question'],
    ['survey complete, not calibrated', uncalibrated, '/calibration'],
    ['survey complete, calibrated', ready, '/home'],
    ['subscribed, consent to sign', mustSignNew, '/consent'],
    [
      'consent to sign, not subscribed yet',
      user({ study_consent: 'required', is_subscribe: 0 }),
      '/algorithm',
    ],
    ['consent signed', signed, '/home'],
    ['withdrawn from the study', withdrawn, '/home'],
  ])('%s → %s', (_, u, expected) => {
    expect(postLoginPath(u)).toBe(expected);
  });
});

describe('resolveRoute', () => {
  test.each<[string, RoutingUser | null, string | null]>([
    // The researcher console: signed in (the server checks the role), else sign in
    ['/admin', null, '/login?next=%2Fadmin'],
    ['/admin/codes', null, '/login?next=%2Fadmin%2Fcodes'],
    ['/admin', unsubscribed, null],
    ['/Admin/export', ready, null],
    // Root
    ['/', null, '/login'],
    ['/', unverified, '/check'],
    ['/', unsubscribed, '/algorithm'],
    ['/', noSurvey, '/age-question'],
    ['/', uncalibrated, '/calibration'],
    ['/', ready, '/home'],
    // Sign-in pages, with case variants
    ['/login', null, null],
    ['/LogIn', null, null],
    ['/signup', null, null],
    ['/SignUp', null, null],
    ['/login', ready, '/check'],
    ['/LogIn', unverified, '/check'],
    ['/SignUp', unsubscribed, '/check'],
    ['/signup/', ready, '/check'],
    // /check
    ['/check', null, '/login'],
    ['/check', unverified, null],
    ['/check', unsubscribed, '/algorithm'],
    ['/check', ready, '/algorithm'],
    // /algorithm
    ['/algorithm', null, '/login'],
    ['/algorithm?purchase=success', null, '/login'],
    ['/algorithm?purchase=success', ready, null],
    ['/algorithm?purchase=cancelled', noSurvey, null],
    ['/algorithm?purchase=other', ready, '/age-question'],
    ['/Algorithm', unsubscribed, null],
    ['/algorithm', ready, '/age-question'],
    ['/Algorithm', noSurvey, '/age-question'],
    ['/algorithm', unverified, '/age-question'],
    // Question pages
    ['/age-question', null, null],
    ['/gender-question', null, null],
    ['/language-question', noSurvey, null],
    ['/experience-question', unverified, null],
    ['/age-question', ready, '/new-tutorial'],
    ['/Gender-Question', uncalibrated, '/new-tutorial'],
    // Tutorial
    ['/new-tutorial', null, '/login'],
    ['/new-tutorial', tutorialPending, null],
    ['/new-tutorial', ready, '/home'],
    // Calibration
    ['/calibration', null, '/login'],
    ['/calibration', noSurvey, '/age-question'],
    ['/calibration', uncalibrated, null],
    ['/calibration', user({ is_subscribe: 0 }), '/login'],
    // Main screens need userID, is_subscribe=1 and is_verified=1
    ['/home', ready, null],
    ['/Home', ready, null],
    ['/Home/12', ready, null],
    ['/Home/before-rating-section', ready, null],
    ['/Home/new-intro', ready, null],
    ['/MyHistory', ready, null],
    ['/MyHistory/HistItemDetail/3', ready, null],
    ['/MyFavorites/FavoriteDetail/4', ready, null],
    ['/program', ready, null],
    ['/rhythms', ready, null],
    ['/rhythms/new', ready, null],
    ['/rhythms/7', ready, null],
    ['/rhythms', null, '/login'],
    ['/rhythms/new', unsubscribed, '/login'],
    ['/Reminder', ready, null],
    ['/Setting', ready, null],
    ['/Setting/AboutUs', ready, null],
    ['/Setting/Language-setting/1', ready, null],
    ['/Password-change', ready, null],
    ['/Support', ready, null],
    ['/home', null, '/login'],
    ['/MyHistory', null, '/login'],
    ['/Setting', unverified, '/login'],
    ['/home', unsubscribed, '/login'],
    ['/home', user({ is_verified: 0 }), '/login'],
    ['/home', noUserId, '/login'],
    ['/program', user({ is_subscribe: 0 }), '/login'],
    // Signed-out only
    ['/Video', null, null],
    ['/Home-Policy', null, null],
    ['/Video', ready, '/home'],
    ['/home-policy', unverified, '/check'],
    // Public pages
    ['/Forgot', null, null],
    ['/Forgot', ready, null],
    ['/verify-email?email=a%40b.co&token=x', null, null],
    ['/verify-email', ready, null],
    ['/reset-password', null, null],
    ['/TermCondition', null, null],
    ['/Privacy', ready, null],
    ['/pre-study-survey', null, null],
    ['/mid-study-survey', ready, null],
    ['/post-study-survey', null, null],
    // The consent gate: before the survey and every screen, and again for a new version
    ['/consent', null, '/login'],
    ['/consent', mustSign, null],
    ['/Consent', mustSignNew, null],
    ['/consent', ready, '/home'],
    ['/consent', signed, '/home'],
    ['/consent', withdrawn, '/home'],
    ['/consent', user({ study_consent: 'required', is_subscribe: 0 }), '/algorithm'],
    ['/algorithm', mustSignNew, '/age-question'],
    ['/age-question', mustSignNew, '/consent'],
    ['/home', mustSign, '/consent'],
    ['/program', mustSign, '/consent'],
    ['/Reminder', mustSign, '/consent'],
    ['/Setting/MyData', mustSign, '/consent'],
    ['/calibration', mustSignNew, '/consent'],
    ['/new-tutorial', mustSign, '/consent'],
    ['/home', signed, null],
    ['/program', withdrawn, null],
    ['/pre-study-survey', mustSign, null],
    ['/admin', mustSign, null],
    // Unknown paths render the 404 page
    ['/no-such-page', null, null],
    ['/no-such-page', ready, null],
  ])('%s as %o → %s', (path, u, expected) => {
    expect(resolveRoute(path, u)).toBe(expected);
  });

  test('every redirect chain ends within a few hops', () => {
    const flags = [0, 1] as const;
    const paths = ['/', '/login', '/check', '/algorithm', '/age-question', '/new-tutorial'];
    for (const v of flags)
      for (const s of flags)
        for (const c of flags)
          for (const k of flags)
            for (const t of flags)
              for (const consent of ['none', 'required', 'signed', 'withdrawn'] as const)
                for (const start of [...paths, '/calibration', '/home', '/Video', '/consent']) {
                  const u = user({
                    is_verified: v,
                    is_subscribe: s,
                    is_survey_complete: c,
                    is_calibrated: k,
                    is_tutorial: t,
                    study_consent: consent,
                  });
                  let path: string | null = start;
                  let hops = 0;
                  let next = resolveRoute(path, u);
                  while (next !== null) {
                    path = next;
                    next = resolveRoute(path, u);
                    hops += 1;
                    expect(hops).toBeLessThan(8);
                  }
                }
  });
});
