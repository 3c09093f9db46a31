import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { getRouter } from './app/browser-router.ts';
import { i18n, initI18n } from './i18n/index.ts';
import { holdUntilFirstCommit, releaseFirstCommit } from './lib/first-commit.ts';
import { checkStoredUser, sessionStore, setHydratingDrawnPage } from './lib/session.ts';
import { whenIdle } from './lib/when-idle.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles/global.css';

// The reads the route's loader sends now parse their replies after the first commit: their
// replies come back after this line has run (decision 114).
holdUntilFirstCommit();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// What the server sent (decision 059): a pre-rendered public page (data-prerendered, its path,
// or "*" for the 404), the signed-in screens' shell (data-shell), or the empty index.html.
const prerendered = container.dataset.prerendered;
const drawn = prerendered !== undefined || container.dataset.shell !== undefined;
const openedAt = window.location.pathname + window.location.search;

/** Resolves once the router has run the guards and loaded the matched screens' code. */
function routerSettled(): Promise<void> {
  const router = getRouter();
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves after the browser has painted the HTML it was sent. Everything before hydrating can
 * run within the entry's own task (nothing to fetch for a visitor in English), and hydrating
 * is one long task: without this the server's page would only show once React had taken it
 * over, and the pre-render would not bring the first paint forward.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background draws no frames; it hydrates all the same.
    setTimeout(resolve, 250);
  });
}

/**
 * The page in the HTML is exactly what this first render draws: a visitor (nobody signed in,
 * as at build time), in the language it was drawn in, on the page it was drawn for (no guard
 * sent them on, no query changes it). Otherwise the app draws afresh over it. /home is drawn
 * by the server for whoever is signed in (decision 106): the first render reads the session as
 * the server drew it (signed out, `setHydratingDrawnPage`), and the person's own parts follow
 * hydration in a transition.
 */
function matchesPrerendered(): boolean {
  if (prerendered === undefined) return false;
  const { token, user } = sessionStore.get();
  const forAnyone = prerendered === '/home';
  const router = getRouter();
  const { location, errors } = router.state;
  const samePage =
    prerendered === '*'
      ? router.state.matches.at(-1)?.route.path === '*'
      : location.pathname.toLowerCase() === prerendered.toLowerCase();
  return (
    (forAnyone || (!token && !user)) &&
    !errors &&
    samePage &&
    location.pathname + location.search === openedAt &&
    window.location.search === '' &&
    i18n.language === container!.dataset.language
  );
}

/** The server's page stays inert until React has committed its first render over it. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    container!.removeAttribute('inert');
    // After the screens' own effects (children's run first), which took the session as it is.
    afterFirstCommit();
  }, []);
  return children;
}

/**
 * The server's /home is hydrated as drawn, for nobody (decision 106): the stored user's check,
 * which builds the contract's shared fields with zod, follows its first commit instead of
 * holding it back, and the person's parts wait for it (issue 34).
 */
const checkAfterFirstCommit = prerendered === '/home';

let userChecked: Promise<void> | null = null;

/** Once: a stored user that failed the check is gone, and the guards, which ran with it, again. */
function checkUserOnce(): Promise<void> {
  userChecked ??= checkStoredUser().then((changed) => {
    if (changed) void getRouter().revalidate();
  });
  return userChecked;
}

/**
 * The start in tasks of its own, each short enough not to hold a tap back: the entry's modules
 * are evaluated in the first, the route table is matched in the next (the guards, the loaders,
 * and the route's code asked for), then i18n is set up (decision 114). The stored user's check
 * runs beside them, or after the first commit over the server's /home.
 */
async function start(root: HTMLElement) {
  const checked = checkAfterFirstCommit ? null : checkUserOnce();
  await yieldToBrowser();
  getRouter();
  await yieldToBrowser();
  await initI18n();
  await checked;
  const app = (
    <StrictMode>
      <Live>
        <AppProviders />
      </Live>
    </StrictMode>
  );
  // Over HTML from the server, the first render waits for the route's code (preloaded by
  // start-after-paint.js from the page's list), so it draws the screen itself, never a loading
  // screen.
  if (drawn) await Promise.all([routerSettled(), afterFirstPaint()]);
  const hydrating = matchesPrerendered();
  // Drawn afresh after all (another language, a guard sent them on): checked first, as anywhere.
  if (!hydrating) await checkUserOnce();
  // As a transition, React renders (or hydrates) in slices and lets the browser handle input
  // and paint between them, instead of one long task; what is on screen stays until it commits.
  startTransition(() => {
    if (hydrating) {
      setHydratingDrawnPage(true);
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}

void start(container);

/**
 * The service worker's start and the replay of writes made offline load their code then: the
 * sign-in page's first load does not carry it (issue 34).
 */
function startServiceWorker() {
  void import('./lib/service-worker-start.ts').then((worker) => worker.startServiceWorker());
}

function replayQueuedWrites() {
  void import('./lib/write-queue/replay-start.ts').then((replay) => replay.replayQueuedWrites());
}

let committed = false;

/** At the latest this long after the first commit, idle or not, each starts (issue 34). */
const AFTER_COMMIT_IDLE_MS = 2000;

/**
 * Once React has drawn (or taken over) the page: the service worker (offline pages, the
 * session's reads, updates and pushes, decision 072) and the replay of writes made offline.
 * Started with the entry, their code ran between the screen's code and hydration, before a
 * person could choose anything on /home; started in the first commit's effects, they were a
 * sixth of its task (the write queue's code asked for, a link per module): each now waits for
 * an idle moment, in a task of its own (issue 34). Once, though development runs effects twice.
 */
function afterFirstCommit() {
  if (committed) return;
  committed = true;
  releaseFirstCommit();
  // The person's own parts follow, in a transition (lib/session.ts's useSession).
  void checkUserOnce()
    .catch(() => undefined)
    .finally(() => setHydratingDrawnPage(false));
  whenIdle(startServiceWorker, AFTER_COMMIT_IDLE_MS);
  whenIdle(replayQueuedWrites, AFTER_COMMIT_IDLE_MS);
}
