/**
 * Minutes with one decimal, from seconds: the one rounding of the console, its Overview and its
 * exports alike, so a total read on the screen is the total of the file (decision 080).
 */
export const minutesOf = (seconds: unknown) => Math.round(Number(seconds ?? 0) / 6) / 10;
