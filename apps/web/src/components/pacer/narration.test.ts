import { describe, expect, it } from 'vitest';
import { isFreshPhase, pickVoice } from './narration.ts';
import type { VoiceLike } from './narration.ts';

const voice = (lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  lang,
  name: `${lang}-${extra.localService ? 'local' : 'remote'}`,
  default: false,
  localService: false,
  ...extra,
});

describe('pickVoice', () => {
  const voices = [
    voice('en-US', { default: true }),
    voice('fr-CA'),
    voice('fr-FR'),
    voice('fr-FR', { localService: true }),
    voice('es_MX'),
    voice('ar-SA'),
  ];

  it('prefers the exact tag, then a local voice', () => {
    expect(pickVoice(voices, 'fr-FR')?.name).toBe('fr-FR-local');
    expect(pickVoice(voices, 'FR_fr')?.name).toBe('fr-FR-local');
  });

  it('falls back to the same language in another region', () => {
    expect(pickVoice(voices, 'fr')?.lang.startsWith('fr')).toBe(true);
    expect(pickVoice(voices, 'es-ES')?.lang).toBe('es_MX');
    expect(pickVoice(voices, 'ar')?.lang).toBe('ar-SA');
  });

  it('finds nothing for a language without a voice', () => {
    expect(pickVoice(voices, 'uk')).toBeNull();
    expect(pickVoice(voices, 'de-DE')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });
});

describe('isFreshPhase', () => {
  it('speaks within 1.5 s (or half a short phase) of the phase start, never later', () => {
    expect(isFreshPhase({ phaseStart: 1000, duration: 6000 }, 1000)).toBe(true);
    expect(isFreshPhase({ phaseStart: 1000, duration: 6000 }, 2500)).toBe(true);
    expect(isFreshPhase({ phaseStart: 1000, duration: 6000 }, 2501)).toBe(false);
    expect(isFreshPhase({ phaseStart: 1000, duration: 2000 }, 2001)).toBe(false);
  });
});
