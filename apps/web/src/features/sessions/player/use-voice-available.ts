import { useSyncExternalStore } from 'react';
import { pickVoice } from '../../../components/pacer/narration.ts';

function subscribe(listener: () => void) {
  if (typeof speechSynthesis === 'undefined') return () => undefined;
  speechSynthesis.addEventListener('voiceschanged', listener);
  return () => speechSynthesis.removeEventListener('voiceschanged', listener);
}

/** Whether the browser has a speech voice for `lang` (voices load asynchronously). */
export function useVoiceAvailable(lang: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof speechSynthesis !== 'undefined' &&
      pickVoice(speechSynthesis.getVoices(), lang) !== null,
    () => false,
  );
}
