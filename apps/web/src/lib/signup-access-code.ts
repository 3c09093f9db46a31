import { storage, STORAGE_KEYS } from './storage.ts';

/**
 * The access code a person signed up with, kept on this device with their address until it
 * subscribes their account at /algorithm (decision 046: sign-up redeems it, finish-signup with
 * the same code subscribes without a second use). Someone else signing in on the device never
 * gets it: it is offered only to the same address.
 */
export function keepSignupAccessCode(email: string, accessCode: string) {
  storage.set(
    STORAGE_KEYS.signupAccessCode,
    JSON.stringify({ email: email.trim().toLowerCase(), code: accessCode.trim() }),
  );
}

export function signupAccessCodeFor(email: string | undefined): string | null {
  const raw = storage.get(STORAGE_KEYS.signupAccessCode);
  if (!raw || !email) return null;
  try {
    const kept = JSON.parse(raw) as { email?: unknown; code?: unknown };
    return kept.email === email.trim().toLowerCase() && typeof kept.code === 'string' && kept.code
      ? kept.code
      : null;
  } catch {
    return null;
  }
}

export function forgetSignupAccessCode() {
  storage.remove(STORAGE_KEYS.signupAccessCode);
}
