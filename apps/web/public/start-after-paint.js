// The pre-rendered pages start the app with this file instead of the entry's own script tags
// (decision 059): the page is already drawn, so the app's code is fetched and run only once
// the browser has painted it; fetched or run earlier, it competes with the first paint. The
// entry's files are listed on this file's own tag (data-entries), the route's other files
// beside them (data-preloads, decision 125): preloaded all at once they arrive in one round
// trip, not one per level of imports. Each link costs the main thread its fetch's start (up to
// a few ms on a slow phone), so they are added in slices of a few ms, never one long task. A
// tab in the background draws no frames: a timer starts it there. A same-origin file, so the
// CSP's 'self' holds.
const SLICE_MS = 4;
const tag = document.querySelector('script[data-entries]');
const list = (value) => value?.split(' ').filter(Boolean) ?? [];
let started = false;

function preload(hrefs, then) {
  const sliceEnd = performance.now() + SLICE_MS;
  while (hrefs.length > 0 && performance.now() < sliceEnd) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = hrefs.shift();
    document.head.append(link);
  }
  if (hrefs.length > 0) setTimeout(() => preload(hrefs, then), 0);
  else then();
}

function start() {
  if (started) return;
  started = true;
  const entries = list(tag?.dataset.entries);
  // The entries first, so their fetch starts at once; they run once every link is in, so the
  // lazy routes' own preloading (Vite's helper) finds the links there and adds none twice.
  preload([...entries, ...list(tag?.dataset.preloads)], () => {
    for (const href of entries) void import(href);
  });
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
