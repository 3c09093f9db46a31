import narrationIndex from './narration-index.json';

/**
 * The recorded spoken cues (decision 074): each language's `player.say` texts, made at build
 * time by scripts/make-narration.ts and served from /narration/<lang>/<cue>.opus. The index holds
 * each clip's length in ms, so a track can be planned before any clip is fetched.
 */

export const LANGUAGES = ['en', 'de', 'es', 'fr', 'uk', 'ar'] as const;
export type NarrationLanguage = (typeof LANGUAGES)[number];

/** "Guided voice" says inhale/exhale; "Gentle counting" says countIn/countOut. */
export const NARRATION_CUES = ['inhale', 'exhale', 'countIn', 'countOut'] as const;
export type NarrationCue = (typeof NARRATION_CUES)[number];

export type NarrationIndex = Partial<Record<string, Partial<Record<NarrationCue, number>>>>;

export const NARRATION_INDEX: NarrationIndex = narrationIndex;

/** The language's clips, or null when none were recorded for it. */
export function narrationLanguage(lang: string): NarrationLanguage | null {
  const primary = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as NarrationLanguage) : null;
}

export function clipUrl(lang: NarrationLanguage, cue: NarrationCue, base = '/'): string {
  return `${base}narration/${lang}/${cue}.opus`;
}
