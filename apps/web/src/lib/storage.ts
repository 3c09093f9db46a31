/** localStorage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** Every key the app writes, so signing out can clear the user's data in one place. */
export const STORAGE_KEYS = {
  deviceId: 'resona.device_id',
  token: 'resona.token',
  /** The study the researcher console shows (decision 108), on this device. */
  consoleStudy: 'resona.console.study',
  user: 'resona.user',
  language: 'resona.language',
  /** The guest's survey answers, written by the survey (a later issue), read at sign-up. */
  guestSurvey: 'resona.guest_survey',
  /** The player's vibration switch, kept on this device. */
  vibration: 'resona.player.vibration',
  /** The player's 3-2-1 countdown switch ('0' off; on unless switched off), on this device. */
  countdown: 'resona.player.countdown',
  /** The player's cue sound (tones, bell or silence), on this device. */
  cues: 'resona.player.cues',
  /** The access code and address of a sign-up, until the code subscribes the account. */
  signupAccessCode: 'resona.signup_access_code',
} as const;

/** Keys that belong to the signed-in user (token, user, cached lists); the device id stays. */
export const USER_STORAGE_PREFIXES = [STORAGE_KEYS.token, STORAGE_KEYS.user, 'resona.cache.'];
