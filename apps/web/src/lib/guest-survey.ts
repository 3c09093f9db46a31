import { z } from 'zod';
import { storage, STORAGE_KEYS } from './storage.ts';

/** A guest's survey answers, kept until sign-up sends them (spec §4, "A guest's answers are kept"). */
const ZGuestSurvey = z.object({
  meditation: z.number().int().positive().optional(),
  age_group: z.number().int().positive().optional(),
  gender_id: z.number().int().positive().optional(),
  default_language: z.number().int().min(1).max(6).optional(),
});
export type GuestSurvey = z.infer<typeof ZGuestSurvey>;

/**
 * A signed-in user's answers between the survey steps. The `resona.cache.` prefix makes signing
 * out clear them, so they can never reach another person's sign-up on a shared device.
 */
const USER_DRAFT_KEY = 'resona.cache.survey_draft';

function read(key: string): GuestSurvey {
  const raw = storage.get(key);
  if (!raw) return {};
  try {
    const parsed = ZGuestSurvey.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readGuestSurvey(): GuestSurvey {
  return read(STORAGE_KEYS.guestSurvey);
}

export function writeGuestSurvey(answers: GuestSurvey): void {
  storage.set(STORAGE_KEYS.guestSurvey, JSON.stringify({ ...readGuestSurvey(), ...answers }));
}

export function clearGuestSurvey(): void {
  storage.remove(STORAGE_KEYS.guestSurvey);
}

/** The answers in progress: the guest's store, or the signed-in user's draft. */
export function readSurveyDraft(signedIn: boolean): GuestSurvey {
  return signedIn ? read(USER_DRAFT_KEY) : readGuestSurvey();
}

export function writeSurveyDraft(signedIn: boolean, answers: GuestSurvey): void {
  if (!signedIn) return writeGuestSurvey(answers);
  storage.set(USER_DRAFT_KEY, JSON.stringify({ ...read(USER_DRAFT_KEY), ...answers }));
}

export function clearSurveyDraft(signedIn: boolean): void {
  storage.remove(signedIn ? USER_DRAFT_KEY : STORAGE_KEYS.guestSurvey);
}
