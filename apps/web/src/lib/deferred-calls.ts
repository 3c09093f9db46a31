import type { rhythmCalls } from '@resona/contract/rhythms/calls';
import type { sessionCalls } from '@resona/contract/sessions/calls';
import { firstCommitted } from './first-commit.ts';

/**
 * Loaders of whole calls (`CallLoader`, api-client.ts) for the reads /home makes while it loads:
 * the request goes out with the call's zod-free route, and the module that builds the call's
 * schemas is imported when its reply is parsed, after the app's first commit. Imported with the
 * design screen, those modules built every session and rhythm call's schemas before a person
 * could choose a goal (issue 34, decision 114).
 */
export function sessionCall<K extends keyof typeof sessionCalls>(id: K) {
  return async (): Promise<(typeof sessionCalls)[K]> => {
    await firstCommitted();
    return (await import('@resona/contract/sessions/calls')).sessionCalls[id];
  };
}

export function rhythmCall<K extends keyof typeof rhythmCalls>(id: K) {
  return async (): Promise<(typeof rhythmCalls)[K]> => {
    await firstCommitted();
    return (await import('@resona/contract/rhythms/calls')).rhythmCalls[id];
  };
}
