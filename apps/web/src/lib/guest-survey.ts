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

export function readGuestSurvey(): GuestSurvey {
  const raw = storage.get(STORAGE_KEYS.guestSurvey);
  if (!raw) return {};
  try {
    const parsed = ZGuestSurvey.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeGuestSurvey(answers: GuestSurvey): void {
  storage.set(STORAGE_KEYS.guestSurvey, JSON.stringify({ ...readGuestSurvey(), ...answers }));
}

export function clearGuestSurvey(): void {
  storage.remove(STORAGE_KEYS.guestSurvey);
}
