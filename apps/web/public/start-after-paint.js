// The pre-rendered pages start the app with this file instead of the entry's own script tags
// (decision 059): the page is already drawn, so the app's code is fetched and run only once
// the browser has painted it; fetched or run earlier, it competes with the first paint. The
// entry's files are listed on this file's own tag (data-entries). A tab in the background
// draws no frames: a timer starts it there. A same-origin file, so the CSP's 'self' holds.
const tag = document.querySelector('script[data-entries]');
const entries = tag?.dataset.entries?.split(' ').filter(Boolean) ?? [];
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of entries) void import(href);
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
