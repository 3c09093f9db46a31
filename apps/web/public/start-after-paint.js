// The pre-rendered pages start the app with this file instead of the entry's own script tags
// (decision 059): the browser fetches the entry early (its modulepreload links, marked
// data-entry) but runs it only once it has painted the page the server sent, so the page
// shows before the app's code is evaluated. A tab in the background draws no frames: a timer
// starts it there. A same-origin file, so the CSP's script-src 'self' holds.
const entries = [...document.querySelectorAll('link[rel="modulepreload"][data-entry]')].map(
  (link) => link.href,
);
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of entries) void import(href);
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
