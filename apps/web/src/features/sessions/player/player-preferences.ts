import { useState } from 'react';
import { CUE_SOUNDS } from '../../../components/pacer/tone-shape.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage.ts';

/** What the phase cues sound like when the sound is on (issue 30). */
export type CueChoice = (typeof CUE_SOUNDS)[number];

const cueChoiceOf = (value: string | null): CueChoice =>
  CUE_SOUNDS.find((c) => c === value) ?? 'tones';

/**
 * The player's switches a person sets once and keeps on this device: vibration (off until
 * switched on), the 3-2-1 countdown (on until switched off) and the cue sound (tones).
 */
export function usePlayerPreferences() {
  const [vibration, setVibrationState] = useState(
    () => storage.get(STORAGE_KEYS.vibration) === '1',
  );
  const [countdown, setCountdownState] = useState(
    () => storage.get(STORAGE_KEYS.countdown) !== '0',
  );
  const [cues, setCuesState] = useState(() => cueChoiceOf(storage.get(STORAGE_KEYS.cues)));
  return {
    vibration,
    setVibration: (on: boolean) => {
      setVibrationState(on);
      storage.set(STORAGE_KEYS.vibration, on ? '1' : '0');
    },
    countdown,
    setCountdown: (on: boolean) => {
      setCountdownState(on);
      storage.set(STORAGE_KEYS.countdown, on ? '1' : '0');
    },
    cues,
    setCues: (next: CueChoice) => {
      setCuesState(next);
      storage.set(STORAGE_KEYS.cues, next);
    },
  };
}
