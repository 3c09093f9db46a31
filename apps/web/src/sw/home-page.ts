import { matchPrecache } from 'workbox-precaching';

/**
 * /home as the server drew it, kept offline (decision 106). The server puts the design
 * screen's lists in /home's HTML, which the build cannot precache: the last copy the server
 * sent, one per language, is answered at once, and a fresh copy is asked for beside it for the
 * next visit. Kept only when drawn for this worker's version (the same entry scripts as its
 * precached pages), so a page never runs on another version's files; a new version starts
 * with none (`forgetHomePages`, on activation).
 */
const CACHE = 'resona-home-pages';

const entriesOf = (html: string) => /data-entries="([^"]*)"/.exec(html)?.[1] ?? null;

async function sameVersion(page: Response, shellFile: string) {
  const shell = await matchPrecache(`/${shellFile}`);
  if (!shell) return false;
  const [drawn, precached] = await Promise.all([page.clone().text(), shell.text()]);
  return entriesOf(drawn) !== null && entriesOf(drawn) === entriesOf(precached);
}

/**
 * The kept copy for the language, else the network's; without either, the precached shell
 * (`shellFile`: the screen drawn while its lists load). `keepAlive` holds the worker until the
 * fresh copy is stored.
 */
export async function answerHome(
  request: Request,
  language: string,
  shellFile: string,
  keepAlive: (done: Promise<unknown>) => void,
): Promise<Response> {
  const cache = await caches.open(CACHE);
  const key = `/home?language=${language}`;
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && (await sameVersion(response, shellFile))) {
      await cache.put(key, response.clone());
    }
    return response;
  });
  const kept = await cache.match(key);
  if (kept) {
    keepAlive(fresh.catch(() => undefined));
    return kept;
  }
  try {
    return await fresh;
  } catch (error) {
    const shell = await matchPrecache(`/${shellFile}`);
    if (shell) return shell;
    throw error;
  }
}

export const forgetHomePages = () => caches.delete(CACHE);
