import type { PhaseState } from './engine.ts';
import { cueKey } from './cue-plan.ts';
import type { Phase } from './pattern.ts';

/**
 * Optional spoken cues through speechSynthesis, in the user's language when the browser has a
 * voice for it (none is downloaded; without a voice, narration stays silent and `available` is
 * false so the UI can hide the option). Speech follows the engine's clock like everything else:
 * it is triggered at phase starts, at most once per phase, and never replayed for phases that
 * went by while the page was hidden.
 */

export interface VoiceLike {
  lang: string;
  name: string;
  default: boolean;
  localService: boolean;
}

const normalize = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/**
 * The best voice for a BCP 47 tag: the exact tag first, then the same language in another region
 * ("es-MX" for "es"), preferring local voices (no network, no lag) and the platform default.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: string): V | null {
  const wanted = normalize(lang);
  const primary = wanted.split('-')[0] ?? wanted;
  const score = (v: V): number => {
    const tag = normalize(v.lang);
    const match = tag === wanted ? 4 : tag.split('-')[0] === primary ? 2 : 0;
    if (match === 0) return 0;
    return match + (v.localService ? 0.5 : 0) + (v.default ? 0.25 : 0);
  };
  let best: V | null = null;
  let bestScore = 0;
  for (const v of voices) {
    const s = score(v);
    if (s > bestScore) [best, bestScore] = [v, s];
  }
  return best;
}

/** Longest delay after a phase start at which its cue still makes sense, ms. */
export const MAX_CUE_DELAY_MS = 1500;

/** True when a cue for this phase would still be on time at `now` (not a stale catch-up). */
export function isFreshPhase(state: Pick<PhaseState, 'phaseStart' | 'duration'>, now: number) {
  return now - state.phaseStart <= Math.min(MAX_CUE_DELAY_MS, state.duration / 2);
}

export interface NarratorOptions {
  /** BCP 47 language of the texts, e.g. "fr" or "uk-UA". */
  lang: string;
  /** Translated words to speak per phase; a phase without text is not spoken. */
  texts: Partial<Record<Phase, string>>;
  /** Speaking rate; a little slow suits the exercise. */
  rate?: number;
  /** Told when a matching voice appears or disappears (voices load asynchronously). */
  onAvailableChange?: (available: boolean) => void;
}

export class Narrator {
  readonly #options: NarratorOptions;
  readonly #synth: SpeechSynthesis | null;
  #voice: SpeechSynthesisVoice | null = null;
  #lastKey: string | null = null;

  constructor(options: NarratorOptions) {
    this.#options = options;
    this.#synth = typeof speechSynthesis === 'undefined' ? null : speechSynthesis;
    this.#synth?.addEventListener('voiceschanged', this.#refresh);
    this.#refresh();
  }

  get available(): boolean {
    return this.#voice !== null;
  }

  /** Call on every phase observation; speaks only at the start of a new phase. */
  onPhase(state: PhaseState, now: number): void {
    const key = cueKey(state);
    if (state.paused || key === this.#lastKey) return;
    this.#lastKey = key;
    const text = this.#options.texts[state.phase];
    if (!this.#synth || !this.#voice || !text || !isFreshPhase(state, now)) return;
    // A cue still speaking from the previous phase is out of date: cut it.
    this.#synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = this.#voice;
    utterance.lang = this.#voice.lang;
    utterance.rate = this.#options.rate ?? 0.9;
    this.#synth.speak(utterance);
  }

  /** Stops speech now (pause). The current phase is not spoken again on resume. */
  cancel(): void {
    this.#synth?.cancel();
  }

  /** Cancels speech and forgets the last phase (a restart numbers cycles from 0 again). */
  reset(): void {
    this.cancel();
    this.#lastKey = null;
  }

  dispose(): void {
    this.cancel();
    this.#synth?.removeEventListener('voiceschanged', this.#refresh);
  }

  readonly #refresh = (): void => {
    const had = this.available;
    this.#voice = this.#synth ? pickVoice(this.#synth.getVoices(), this.#options.lang) : null;
    if (had !== this.available) this.#options.onAvailableChange?.(this.available);
  };
}
