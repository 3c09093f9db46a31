import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Beside this file in development; from dist/ the bundle reaches back into src/ (the server
// always runs from the repository, like its migrations).
const candidates = ['./common-passwords.txt', '../src/features/auth/common-passwords.txt'].map(
  (p) => fileURLToPath(new URL(p, import.meta.url)),
);

let list: Set<string> | undefined;

function load() {
  const file = candidates.find((p) => existsSync(p));
  if (!file) throw new Error(`common-passwords.txt not found (looked in ${candidates.join(', ')})`);
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Set(lines.map((l) => l.trim().toLowerCase()).filter((l) => l && !l.startsWith('#')));
}

/** Letter swaps people make to pass a rule without choosing a new password. */
const UNLEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

function unleet(value: string) {
  return value.replace(/[@40135$7]/g, (c) => UNLEET[c] ?? c);
}

/**
 * True when a password is, or is an obvious dressing-up of, one of the most common passwords.
 * The strength rule forces upper case, a digit and a symbol, so "Password1!" passes it; checking
 * only the literal list would refuse almost nothing the rule lets through. We therefore also try
 * the password without its trailing digits and symbols, and with leet swaps undone.
 */
export function isCommonPassword(password: string) {
  list ??= load();
  const lower = password.trim().toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  const forms = [lower, stem, unleet(lower), unleet(lower).replace(/[\d\W_]+$/u, ''), unleet(stem)];
  return forms.some((form) => form.length > 0 && list!.has(form));
}
