/**
 * The app's first commit over the page (main.tsx). Work a screen can leave until the page is
 * usable waits for it: building the zod schemas that check the replies of /home's reads, which
 * ran between the route's code and hydration (issue 34, decision 114). Outside the app (tests,
 * the pre-render), nothing is held and nothing waits.
 */
let held: { promise: Promise<void>; release: () => void } | null = null;

/** main.tsx, before the router starts: what waits for the first commit waits from now on. */
export function holdUntilFirstCommit() {
  if (held) return;
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  held = { promise, release };
}

/** main.tsx, once React has committed its first render. */
export function releaseFirstCommit() {
  held?.release();
}

/** Resolves once the app has committed its first render (at once where nothing is held). */
export function firstCommitted(): Promise<void> {
  return held?.promise ?? Promise.resolve();
}
