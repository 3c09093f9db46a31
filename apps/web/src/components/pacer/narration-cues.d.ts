/**
 * The recorded spoken cues (decision 074): each language's `player.say` texts, made at build
 * time by scripts/make-narration.ts and served from /narration/<lang>/<cue>.opus. The index holds
 * each clip's length in ms, so a track can be planned before any clip is fetched.
 */
export declare const LANGUAGES: readonly ["en", "de", "es", "fr", "uk", "ar"];
export type NarrationLanguage = (typeof LANGUAGES)[number];
/** "Guided voice" says inhale/exhale; "Gentle counting" says countIn/countOut. */
export declare const NARRATION_CUES: readonly ["inhale", "exhale", "countIn", "countOut"];
export type NarrationCue = (typeof NARRATION_CUES)[number];
export type NarrationIndex = Partial<Record<string, Partial<Record<NarrationCue, number>>>>;
export declare const NARRATION_INDEX: NarrationIndex;
/** The language's clips, or null when none were recorded for it. */
export declare function narrationLanguage(lang: string): NarrationLanguage | null;
export declare function clipUrl(lang: NarrationLanguage, cue: NarrationCue, base?: string): string;
