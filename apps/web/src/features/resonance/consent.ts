import { storage } from '../../lib/storage.ts';

/**
 * The person's agreement to heart data being read, with its time. Kept on this device under a
 * user-owned key (signing out clears it): the assessment stores no heart data on the server.
 */
const KEY = 'resona.cache.heart-consent';

interface Consent {
  userId: number;
  agreedAt: string;
}

export function agreedAt(userId: number): string | null {
  try {
    const consent = JSON.parse(storage.get(KEY) ?? 'null') as Consent | null;
    return consent?.userId === userId ? consent.agreedAt : null;
  } catch {
    return null;
  }
}

export function agree(userId: number, at = new Date()): void {
  storage.set(KEY, JSON.stringify({ userId, agreedAt: at.toISOString() } satisfies Consent));
}

export function withdraw(): void {
  storage.remove(KEY);
}
