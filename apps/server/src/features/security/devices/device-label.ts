import Bowser from 'bowser';
import type { TSignedInDevice } from '@resona/contract';

type DeviceLabel = Pick<TSignedInDevice, 'browser' | 'system' | 'kind'>;

const KINDS: Record<string, TSignedInDevice['kind']> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'computer',
};

/**
 * What a person recognises a session by: "Chrome on Android, a phone". Read from the User-Agent
 * kept at sign-in; a session from before it was kept, or from a client that names no browser,
 * says nothing rather than guessing.
 */
export function deviceLabel(userAgent: string | null): DeviceLabel {
  if (!userAgent) return { browser: null, system: null, kind: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || null,
    system: parsed.os.name || null,
    kind: KINDS[parsed.platform.type ?? ''] ?? null,
  };
}
