import type { rhythmCalls } from '@resona/contract/rhythms/calls';
import type { designCalls } from '@resona/contract/sessions/design-calls';
import { firstCommitted } from './first-commit.ts';
import { loadSchemas } from './schema-loads.ts';

/**
 * Loaders of whole calls (`CallLoader`, api-client.ts) for the reads /home makes while it loads:
 * the request goes out with the call's zod-free route, and the module that builds the call's
 * schemas is imported when its reply is parsed, after the app's first commit, one such module
 * at a time (`loadSchemas`). Imported with the design screen, those modules built every session
 * and rhythm call's schemas before a person could choose a goal (issue 34, decisions 114, 124);
 * the session calls' are only the design screen's two reads.
 */
export function designCall<K extends keyof typeof designCalls>(id: K) {
  return async (): Promise<(typeof designCalls)[K]> => {
    await firstCommitted();
    const calls = await loadSchemas(() => import('@resona/contract/sessions/design-calls'));
    return calls.designCalls[id];
  };
}

export function rhythmCall<K extends keyof typeof rhythmCalls>(id: K) {
  return async (): Promise<(typeof rhythmCalls)[K]> => {
    await firstCommitted();
    const calls = await loadSchemas(() => import('@resona/contract/rhythms/calls'));
    return calls.rhythmCalls[id];
  };
}
