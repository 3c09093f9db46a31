import { UNLIMITED_DURATION } from '@resona/contract';

/** Shown for an unlimited duration (spec §9: -1 means unlimited, shown as infinity). */
export const INFINITY_SIGN = '∞';

export function isUnlimited(minutes: number): boolean {
  return minutes === UNLIMITED_DURATION;
}

/** Seconds in an `HH:mm:ss` value of the contract (intro_duration, exercise_duration). */
export function parseHms(value: string): number {
  const match = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value.trim());
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds as `HH:mm:ss`; negative or non-finite values read as 00:00:00. */
export function formatHms(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A duration option's minutes as the design screen shows them: ∞ for unlimited. */
export function formatMinutes(minutes: number, label: (minutes: number) => string): string {
  return isUnlimited(minutes) ? INFINITY_SIGN : label(minutes);
}
