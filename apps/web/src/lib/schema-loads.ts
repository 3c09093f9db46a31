import { yieldToBrowser } from './yield-to-browser.ts';

let queue: Promise<unknown> = Promise.resolve();

/**
 * Loads a module that builds contract schemas, one such module at a time, each in a task of its
 * own. Building zod schemas is the costliest thing a module of the contract does as it is
 * evaluated (tens of ms each at a phone's speed); several imports asked for at once, as /home's
 * stored user and its first reads are after its first commit, were evaluated in one long task
 * that held back a tap (issue 34). Where one import needs another's modules, they are built
 * once, by whichever comes first.
 */
export function loadSchemas<T>(load: () => Promise<T>): Promise<T> {
  const loaded = queue.then(load);
  queue = loaded.then(yieldToBrowser, yieldToBrowser);
  return loaded;
}
