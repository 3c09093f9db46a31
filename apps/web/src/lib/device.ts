import { storage, STORAGE_KEYS } from './storage.ts';

/** A random id for this browser, kept across sessions (header Device-Id). */
export function getDeviceId(): string {
  let id = storage.get(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    storage.set(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

export function getTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
