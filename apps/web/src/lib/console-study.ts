import { FIRST_STUDY_ID } from '@resona/contract';
import { STORAGE_KEYS, storage } from './storage.ts';

/**
 * The study the researcher console shows: every study-level call names it in its path
 * (`:studyId`, decision 108), so the console's call sites need not. Chosen in the console and
 * kept on this device; the first study until one is chosen.
 */
let shown: number | null = null;

export function consoleStudy(): number {
  if (shown === null) shown = Number(storage.get(STORAGE_KEYS.consoleStudy)) || FIRST_STUDY_ID;
  return shown;
}

export function showConsoleStudy(id: number) {
  shown = id;
  storage.set(STORAGE_KEYS.consoleStudy, String(id));
}
