/**
 * True for PostgreSQL's unique_violation (23505). Drizzle wraps driver errors, so the code may
 * sit on the error itself or on its cause, depending on the driver.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
