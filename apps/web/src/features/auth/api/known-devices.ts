/**
 * The device tokens this browser was given at its sign-ins (issue 32), one per account: sent
 * with the next sign-in to that account, they let the owner in past the ceiling a stranger's
 * guesses put on the address. They outlive signing out, which is the point, and prove nothing
 * without the password.
 */
const KEY = 'resona.known-devices';

type Known = Record<string, string>;

function read(): Known {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Known) : {};
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function deviceTokenFor(email: string): string | undefined {
  const token = read()[keyOf(email)];
  return typeof token === 'string' ? token : undefined;
}

export function rememberDevice(email: string, token: string | undefined) {
  if (!token) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [keyOf(email)]: token }));
  } catch {
    // Storage full or refused: the next sign-in is merely not recognised.
  }
}
