import type { ZSessionLength } from '@resona/contract/rhythms/length';

type Schema = typeof ZSessionLength;

let loaded: Schema | undefined;
let loading: Promise<Schema> | undefined;

/**
 * The contract's session length (issue 30), loaded when a person chooses a number of breaths:
 * building it builds zod's schemas, which /home's start does not otherwise need (issue 34).
 */
export function loadSessionLength(): Promise<Schema> {
  loading ??= import('@resona/contract/rhythms/length').then(
    (module) => (loaded = module.ZSessionLength),
    (error: unknown) => {
      // Asked again on the next choice or Start (a chunk that failed to load, offline).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schema once loaded; undefined before. */
export function sessionLengthSchema(): Schema | undefined {
  return loaded;
}
