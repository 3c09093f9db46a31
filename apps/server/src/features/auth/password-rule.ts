import { PASSWORD_MAX_LENGTH, type MessageKey } from '@resona/contract';
import type { MatchEstimated, MatchExtended, ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * Whether a new password is too easy to guess (decision 104). zxcvbn-ts estimates how many
 * guesses a cracker needs, from the most common leaked passwords, English words and names,
 * keyboard patterns, repetitions, sequences, dates and letter swaps; Resona's own words and the
 * person's e-mail address count as the cheapest words of all.
 */

/**
 * The fewest guesses a password must need, as log10: zxcvbn's boundary of score 3 ("safely
 * unguessable", some protection even if the password hashes were stolen), 10⁸ guesses.
 *
 * It is applied to the guesses of the password's parts as zxcvbn reads them (its match
 * sequence: l! × the product of each part's guesses), not to zxcvbn's total, which adds
 * 10⁴^(l−1) for a guesser who does not know how many parts to try: every password of three
 * parts gets 10⁸ from that term alone, so "Admin2024!" or "!Breathe1" would pass on it. A
 * random password of 8 characters, the shortest the spec's rule allows, is one part of 10⁸
 * guesses and passes.
 */
export const MIN_GUESSES_LOG10 = 8;

/**
 * What a guesser tries first against Resona's accounts: its name and what it is for, in the
 * six languages it speaks. A password may contain them, but the rest of it must carry the
 * strength.
 */
export const SERVICE_WORDS = [
  'resona',
  'resonance',
  'breath',
  'breathe',
  'breathing',
  'breathwork',
  'pacer',
  'inhale',
  'exhale',
  'coherence',
  'calm',
  'relax',
  'meditation',
  'mindfulness',
  'yoga',
  // de, fr, es, uk, ar: "breath", "to breathe", "breathing", "resonance"
  'atem',
  'atmen',
  'atmung',
  'resonanz',
  'souffle',
  'respirer',
  'respiration',
  'respirar',
  'respiración',
  'resonancia',
  'подих',
  'дихати',
  'дихання',
  'резонанс',
  'تنفس',
  'التنفس',
];
const SERVICE = new Set(SERVICE_WORDS);

/**
 * The parts of an e-mail address a person builds a password from: the whole address; the words
 * and numbers of the part before the @ and every run of them, as written and run together
 * ("lena.fischer1985" → lena.fischer, lenafischer, fischer1985, lena, fischer, 1985 …); the
 * domain's names without the top-level one. Parts shorter than 3 characters are left out: they
 * would make every password that happens to contain them look weaker.
 */
export function emailParts(email: string): string[] {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  const domain = at < 0 ? '' : address.slice(at + 1);
  const words = [...local.matchAll(/\p{L}+|\p{N}+/gu)].slice(0, 8);
  const runs: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const span = words.slice(i, j + 1);
      runs.push(local.slice(span[0]!.index, span.at(-1)!.index + span.at(-1)![0].length));
      runs.push(span.map((word) => word[0]).join(''));
    }
  }
  const names = domain.split('.').slice(0, -1);
  const parts = [
    address,
    local,
    ...runs,
    ...words.map((word) => word[0]),
    ...names,
    ...names.flatMap((name) => name.match(/\p{L}+|\p{N}+/gu) ?? []),
  ];
  return [...new Set(parts)].filter((part) => part.length >= 3);
}

/** Why a password is refused: a message key of the contract's catalogue, in six languages. */
export type PasswordRefusal = Extract<
  MessageKey,
  | 'passwordCommon'
  | 'passwordServiceWord'
  | 'passwordEmailPart'
  | 'passwordPattern'
  | 'passwordCommonWord'
  | 'passwordGuessable'
>;

export interface PasswordVerdict {
  /** null when the password is accepted. */
  refusal: PasswordRefusal | null;
  /** The guesses of its parts, as log10 (MIN_GUESSES_LOG10). */
  guessesLog10: number;
}

/**
 * zxcvbn's warnings (its own keys: we give it no translations, so nothing of its English
 * reaches a person) told in our words. `userInputs` depends on whose word it was.
 */
const WARNINGS: Record<string, PasswordRefusal> = {
  topTen: 'passwordCommon',
  topHundred: 'passwordCommon',
  common: 'passwordCommon',
  similarToCommon: 'passwordCommon',
  pwned: 'passwordCommon',
  straightRow: 'passwordPattern',
  keyPattern: 'passwordPattern',
  simpleRepeat: 'passwordPattern',
  extendedRepeat: 'passwordPattern',
  sequences: 'passwordPattern',
  recentYears: 'passwordPattern',
  dates: 'passwordPattern',
  wordByItself: 'passwordCommonWord',
  namesByThemselves: 'passwordCommonWord',
  commonNames: 'passwordCommonWord',
};

const longest = (matches: MatchExtended[]) =>
  matches.reduce<MatchExtended | undefined>(
    (best, match) => (!best || match.token.length > best.token.length ? match : best),
    undefined,
  );

const isUserInput = (match: MatchExtended) =>
  match.pattern === 'dictionary' && match.dictionaryName === 'userInputs';

function userInputRefusal(match: MatchExtended): PasswordRefusal {
  return SERVICE.has(String(match.matchedWord)) ? 'passwordServiceWord' : 'passwordEmailPart';
}

/**
 * What the refused password is built on, said as specifically as zxcvbn lets us: its warning
 * when it gives one (only up to score 2), else the longest part it recognised.
 */
function refusalOf(result: ZxcvbnResult): PasswordRefusal {
  const warning = result.feedback.warning;
  if (warning === 'userInputs') {
    const input = longest(result.sequence.filter(isUserInput));
    if (input) return userInputRefusal(input);
  }
  const said = warning ? WARNINGS[warning] : undefined;
  if (said) return said;
  // No warning: zxcvbn says nothing when the longest part is, say, a season or a weekday.
  const part = longest(
    result.sequence.filter((m) => m.pattern !== 'bruteforce' && m.pattern !== 'separator'),
  );
  if (!part) return 'passwordGuessable';
  if (part.pattern !== 'dictionary') return 'passwordPattern';
  if (isUserInput(part)) return userInputRefusal(part);
  if (String(part.dictionaryName).includes('passwords')) return 'passwordCommon';
  return 'passwordCommonWord';
}

/** log10 of l! × the product of the guesses of the l parts zxcvbn found. */
function partsGuessesLog10(result: ZxcvbnResult) {
  const parts = result.sequence as MatchEstimated[];
  let log10 = 0;
  for (let i = 0; i < parts.length; i++) log10 += Math.log10(i + 1) + Math.log10(parts[i]!.guesses);
  return log10;
}

/** The rule itself, given a loaded zxcvbn (`loadPasswordJudge`). */
export function judgePassword(
  zxcvbn: ZxcvbnFactory,
  password: string,
  email: string,
): PasswordVerdict {
  // The person's own address first: zxcvbn ranks user inputs by their order.
  const result = zxcvbn.check(password, [...emailParts(email), ...SERVICE_WORDS]);
  const guessesLog10 = partsGuessesLog10(result);
  return { refusal: guessesLog10 >= MIN_GUESSES_LOG10 ? null : refusalOf(result), guessesLog10 };
}

/**
 * Builds zxcvbn with its dictionaries: about 250 ms and 25 MB, so it happens once, on the first
 * password someone chooses, on the thread that checks passwords (password-check.ts), never at
 * start-up and never on the event loop.
 */
export async function loadPasswordJudge() {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    // Every character the spec allows is judged, and no more.
    maxLength: PASSWORD_MAX_LENGTH,
    // Off, as by default: it costs 100–800 ms a password here and adds little once the leaked
    // passwords are matched with letter swaps and the spec's rule is in place (decision 104).
    useLevenshteinDistance: false,
  });
  return (password: string, email: string) => judgePassword(zxcvbn, password, email);
}
