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

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The IANA time zone (header Timezone). Temporal answers at once where there is one; a page's
 * first Intl.DateTimeFormat loads ICU's date data (30–170 ms with the CPU slowed 4×), which
 * would otherwise come with the first request of every page load.
 */
export function getTimezone(): string | undefined {
  try {
    const temporal = (globalThis as WithTemporal).Temporal;
    return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
