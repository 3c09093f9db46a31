import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { i18n, initialLanguage, loadEnglish } from '../i18n/index.ts';
import { sessionStore } from '../lib/session.ts';
import { guardLoader } from './routing/guard.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { LoadingScreen } from './layouts/loading-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

type Loader = (() => Promise<ComponentType>) & { module?: string };

/**
 * A screen group's chunk, with the module the build's manifest names it by: the pre-render
 * gives each signed-in screen a shell that preloads its own chunk (decision 059).
 */
interface Chunk<M> {
  (): Promise<M>;
  module: string;
}

function chunk<M>(module: string, load: () => Promise<M>): Chunk<M> {
  return Object.assign(load, { module });
}

/** One screen of a chunk. */
function screen<M, K extends keyof M>(from: Chunk<M>, name: K): Loader {
  return Object.assign(async () => (await from())[name] as ComponentType, { module: from.module });
}

const loadQueryProvider = async () => (await import('./query-provider.tsx')).withQueryClient;

/**
 * A lazily loaded screen or layout inside the QueryClient (app/query-provider.tsx), with the
 * English texts beyond the sign-in page's: both load beside its code, in parallel, and never
 * with the sign-in page (decision 059).
 */
export function withQueries(load: Loader): Loader {
  return async () => {
    const [Component, withQueryClient] = await Promise.all([
      load(),
      loadQueryProvider(),
      loadEnglish(),
    ]);
    return withQueryClient(Component);
  };
}

/**
 * A guarded, code-split page with its own error boundary (the layout stays on screen). Pages
 * read the server through TanStack Query unless `queries` is false (only /login: its two calls
 * need no cache).
 */
function page(
  path: string,
  load: Loader,
  loader: RouteObject['loader'] = guardLoader,
  { queries = true } = {},
): RouteObject {
  const loadPage = queries ? withQueries(load) : load;
  return {
    path,
    loader,
    lazy: async () => ({ Component: await loadPage() }),
    ErrorBoundary: RouteError,
    ...(load.module ? { handle: { module: load.module } } : {}),
  };
}

function pages(paths: string[], load: Loader): RouteObject[] {
  return paths.map((path) => page(path, load));
}

/** How long /home's first render waits for its lists before showing them still loading. */
const HOME_LISTS_WAIT_MS = 1000;

/**
 * /home's lists are fetched while its code loads, not after its first render (a waterfall), and
 * the screen is drawn once they are in, so its groups do not fill in and shift (decision 041).
 */
async function homeLoader(args: LoaderFunctionArgs) {
  guardLoader(args);
  const user = sessionStore.get().user;
  if (!user) return null;
  const [{ preloadSessionDesign }, { seedHomeChoices, takeChoicesFromPage }, { queryClient }] =
    await Promise.all([
      import('../features/sessions/design/preload.ts'),
      import('../features/sessions/design/home-choices.ts'),
      import('./query-client.ts'),
    ]);
  // The loader may run before i18n starts; it starts with this same language.
  const language = i18n.isInitialized ? i18n.language : initialLanguage();
  // The server drew the lists in the page (decision 106): the screen is hydrated from them at
  // once, and the person's saved default, asked for beside, is marked when it comes.
  const drawn = takeChoicesFromPage(language);
  if (drawn) seedHomeChoices(queryClient, language, drawn);
  const preload = preloadSessionDesign(queryClient, language, user.userID);
  if (drawn) return null;
  await Promise.race([preload, new Promise((resolve) => setTimeout(resolve, HOME_LISTS_WAIT_MS))]);
  return null;
}

/** The signed-in screens' layout (its bell reads the server), with the QueryClient. */
export const loadAppLayout = withQueries(
  async () => (await import('./layouts/app-layout.tsx')).AppLayout,
);

const auth = () => import('../features/auth/pages/index.ts');
const onboarding = () => import('../features/onboarding/pages/index.ts');
const sessions = chunk('src/features/sessions/pages/index.tsx', () => {
  return import('../features/sessions/pages/index.tsx');
});
const player = chunk('src/features/sessions/pages/player.ts', () => {
  return import('../features/sessions/pages/player.ts');
});
const design = chunk('src/features/sessions/pages/design.ts', () => {
  return import('../features/sessions/pages/design.ts');
});
const library = chunk('src/features/library/pages/index.tsx', () => {
  return import('../features/library/pages/index.tsx');
});
const settings = chunk('src/features/settings/pages/index.tsx', () => {
  return import('../features/settings/pages/index.tsx');
});
const resonance = chunk('src/features/resonance/pages/index.ts', () => {
  return import('../features/resonance/pages/index.ts');
});
const rhythms = chunk('src/features/rhythms/pages/index.ts', () => {
  return import('../features/rhythms/pages/index.ts');
});
const security = chunk('src/features/security/pages/index.ts', () => {
  return import('../features/security/pages/index.ts');
});
const admin = () => import('../features/admin/pages/index.tsx');
const consent = () => import('../features/consent/pages/index.ts');

// Route matching is case-insensitive, so '/login' also serves '/LogIn', '/home' serves '/Home' etc.
const simpleRoutes: RouteObject[] = [
  page(
    '/login',
    async () => (await import('../features/auth/pages/login-page.tsx')).LoginPage,
    guardLoader,
    { queries: false },
  ),
  page('/signup', async () => (await import('../features/auth/pages/signup-page.tsx')).SignupPage),
  page('/Forgot', async () => (await auth()).ForgotPage),
  page('/reset-password', async () => (await auth()).ResetPasswordPage),
  page('/social-callback', async () => (await auth()).SocialCallbackPage),
  page('/verify-email', async () => (await auth()).VerifyEmailPage),
  page('/check', async () => (await auth()).CheckPage),
  page('/TermCondition', async () => (await auth()).TermsPage),
  page('/Privacy', async () => (await auth()).PrivacyPage),
  ...pages(['/Video', '/Home-Policy'], async () => (await onboarding()).PromoVideoPage),
  ...pages(['/pre-study-survey', '/mid-study-survey', '/post-study-survey'], async () => {
    return (await onboarding()).StudySurveyPage;
  }),
  page('/algorithm', async () => (await onboarding()).AlgorithmPage),
  page('/age-question', async () => (await onboarding()).AgeQuestionPage),
  page('/gender-question', async () => (await onboarding()).GenderQuestionPage),
  page('/language-question', async () => (await onboarding()).LanguageQuestionPage),
  page('/experience-question', async () => (await onboarding()).ExperienceQuestionPage),
  page('/new-tutorial', async () => (await onboarding()).TutorialPage),
  page('/calibration', async () => (await onboarding()).CalibrationPage),
  page('/consent', async () => (await consent()).ConsentPage),
  { path: '*', loader: guardLoader, Component: NotFoundPage, ErrorBoundary: RouteError },
];

const appRoutes: RouteObject[] = [
  page('/home', screen(design, 'SessionDesignPage'), homeLoader),
  page('/home/:expId', screen(design, 'SessionDesignPage')),
  page('/Home/before-rating-section', screen(sessions, 'BeforeRatingPage')),
  page('/Home/new-intro', screen(player, 'PlayerPage')),
  ...pages(['/Home/new-after-rating', '/Home/new-feed-back'], screen(sessions, 'AfterRatingPage')),
  page('/MyHistory', screen(library, 'HistoryPage')),
  page('/MyHistory/HistItemDetail/:exerciseHistoryID', screen(library, 'HistoryDetailPage')),
  page('/MyFavorites', screen(library, 'FavoritesPage')),
  page('/MyFavorites/FavoriteDetail/:exercise_id', screen(library, 'FavoriteDetailPage')),
  page('/program', screen(library, 'ProgramPage')),
  page('/resonance', screen(resonance, 'ResonancePage')),
  page('/rhythms', screen(rhythms, 'RhythmsPage')),
  ...pages(['/rhythms/new', '/rhythms/:rhythmId'], screen(rhythms, 'RhythmFormPage')),
  page('/Reminder', screen(settings, 'ReminderPage')),
  page('/Setting', screen(settings, 'SettingsMenuPage')),
  ...pages(
    ['/Setting/account-setting', '/account-setting'],
    screen(settings, 'AccountSettingPage'),
  ),
  page('/edit-account-setting', screen(settings, 'EditAccountSettingPage')),
  ...pages(
    ['/Setting/Language-setting/:flag', '/Language-setting/:route'],
    screen(settings, 'LanguageSettingPage'),
  ),
  ...pages(
    ['/Setting/Password-change', '/Password-change'],
    screen(settings, 'PasswordChangePage'),
  ),
  ...pages(
    ['/Setting/Manage-subscriptions', '/Manage-subscriptions'],
    screen(settings, 'ManageSubscriptionsPage'),
  ),
  ...pages(['/Setting/SetReminder', '/SetReminder'], screen(settings, 'SetReminderPage')),
  ...pages(['/Setting/Invite-friend', '/Invite-friend'], screen(settings, 'InviteFriendPage')),
  ...pages(['/Setting/MyData', '/MyData'], screen(settings, 'MyDataPage')),
  page('/Setting/AboutUs', screen(settings, 'AboutUsPage')),
  page('/Setting/security', screen(security, 'SecurityPage')),
  page('/Setting/study', async () => (await consent()).StudyPage),
  ...pages(['/Setting/Support', '/Support'], screen(settings, 'SupportPage')),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: guardLoader, Component: LoadingScreen },
      {
        lazy: async () => ({
          Component: (await import('./layouts/simple-layout.tsx')).SimpleLayout,
        }),
        children: simpleRoutes,
      },
      {
        // Named for the build's pre-render, which lists the screens under this layout.
        id: 'app',
        lazy: async () => ({ Component: await loadAppLayout() }),
        children: appRoutes,
      },
      // An invitation's link to a study's team (issue 33): outside the console's layout, which
      // would tell an invitee in no study yet that the console is not for them.
      {
        path: '/admin/join',
        loader: guardLoader,
        lazy: async () => ({
          Component: await withQueries(async () => (await admin()).JoinStudyPage)(),
        }),
        ErrorBoundary: RouteError,
      },
      // The researcher console (issue 10): its own layout and chunk; the server checks the role.
      {
        path: '/admin',
        loader: guardLoader,
        lazy: async () => ({
          Component: await withQueries(async () => (await admin()).AdminLayout)(),
        }),
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await admin()).OverviewPage }) },
          ...(
            [
              ['codes', 'AccessCodesPage'],
              ['cohorts', 'CohortsPage'],
              ['arms', 'ArmsPage'],
              ['programs', 'ProgramsPage'],
              ['broadcasts', 'BroadcastsPage'],
              ['surveys', 'StudySurveysPage'],
              ['schedules', 'QuestionnaireSchedulesPage'],
              ['export', 'ExportPage'],
              ['early-access', 'EarlyAccessPage'],
              ['audit-log', 'AuditLogPage'],
              ['security-events', 'SecurityEventsPage'],
              ['site-audit-log', 'SiteAuditLogPage'],
              ['consent', 'ConsentAdminPage'],
              ['team', 'TeamPage'],
              ['studies', 'StudiesPage'],
            ] as const
          ).map(([path, name]) => ({
            path,
            lazy: async () => ({ Component: (await admin())[name] }),
            ErrorBoundary: RouteError,
          })),
        ],
      },
    ],
  },
];
