/**
 * The shape of one pulse in a fingertip's blood volume, 0..1 at its systolic peak: a fast
 * upstroke, a slower fall, a dicrotic notch and the diastolic (reflected) wave after it. Two
 * Gaussians, the systolic one skewed, as in the Gaussian-sum PPG models (Banerjee et al. 2015,
 * "PhotoECG"; Tang et al. 2020, "PPGSynth"): enough to give a beat finder the foot, upstroke and
 * notch it meets in a real fingertip, and a known time for each beat's start.
 */

const SYSTOLE_MS = 130;
const RISE_SD_MS = 45;
const FALL_SD_MS = 140;
const DIASTOLE_MS = 360;
const DIASTOLE_SD_MS = 70;
const DIASTOLE_SHARE = 0.35;

/** How far a pulse reaches before (its rise's tail) and after (its diastolic wave) its start. */
export const WAVE_SPAN_MS = { before: 0, after: 650 } as const;

/** Blood volume `ms` after the pulse's start (its foot, where the upstroke begins). */
export function ppgWave(ms: number): number {
  if (ms < WAVE_SPAN_MS.before || ms > WAVE_SPAN_MS.after) return 0;
  const sd = ms < SYSTOLE_MS ? RISE_SD_MS : FALL_SD_MS;
  const systole = Math.exp(-((ms - SYSTOLE_MS) ** 2) / (2 * sd * sd));
  const diastole =
    DIASTOLE_SHARE * Math.exp(-((ms - DIASTOLE_MS) ** 2) / (2 * DIASTOLE_SD_MS ** 2));
  return systole + diastole;
}
