import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MAX_LENGTH, ZNewPassword } from '@resona/contract';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import {
  emailParts,
  judgePassword,
  loadPasswordJudge,
  MIN_GUESSES_LOG10,
  SERVICE_WORDS,
} from './password-rule.ts';

// The rule in this process, without the thread the server runs it on (password-check.ts).
const judge = await loadPasswordJudge();
const EMAIL = 'anna.mueller1985@uni-hamburg.de';
const refusal = (password: string, email = EMAIL) => judge(password, email).refusal;

/** Every password here first passes the spec's rule, as it must to reach this one. */
function passesSpecRule(password: string) {
  expect(ZNewPassword.safeParse(password).success, password).toBe(true);
}

describe('the most common and leaked passwords', () => {
  it.each([
    'Password1!',
    'P@ssw0rd1!',
    'Pa$$w0rd!',
    'Passw0rd!',
    'Welcome123!',
    'Qwerty2024#',
    'Qwerty123!',
    'Admin2024!',
    'Iloveyou1!',
    'Letmein1!',
    'Abcd1234!',
    '1qaz@WSX',
    'Sunshine1!',
    'Welcome2Resona!',
  ])('refuses %s as common', (password) => {
    passesSpecRule(password);
    expect(refusal(password)).toBe('passwordCommon');
  });

  // The hand-made list Resona shipped before (common-passwords.txt) refused these words and
  // their dressing-up: trailing digits and symbols, and letter swaps (P@ssw0rd1! → password).
  // zxcvbn's leaked passwords, English words and names cover them without it.
  const formerList = [
    'password',
    'welcome',
    'letmein',
    'changeme',
    'iloveyou',
    'admin',
    'administrator',
    'qwerty',
    'qwertz',
    'azerty',
    'monkey',
    'dragon',
    'football',
    'baseball',
    'princess',
    'sunshine',
    'master',
    'shadow',
    'michael',
    'jessica',
    'superman',
    'trustno1',
    'starwars',
    'secret',
    'summer',
    'winter',
    'hello',
  ];
  const leet = (word: string) =>
    word.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/s/g, '$');
  const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

  it.each(formerList)('refuses %s dressed up to pass the rule', (word) => {
    for (const password of [
      `${capital(word)}1!`.padEnd(8, '!'),
      `${capital(word)}123!`,
      `${capital(word)}2024!`,
      `${leet(capital(word))}1!`.padEnd(8, '!'),
    ]) {
      passesSpecRule(password);
      expect(refusal(password), password).not.toBeNull();
    }
  });
});

describe("Resona's own words", () => {
  it.each([
    'Resona2024!',
    'Resona1!',
    'Resonance1!',
    'Breathe123!',
    '!Breathe1',
    'Br3@th1ng!',
    'ResonaResona1!',
    'Pacer123!',
    'Mindfulness1!',
    // The words of the other five languages it speaks.
    'Atmen2024!',
    'Respirer2024!',
    'Respirar#2024',
  ])('refuses %s as built on a word of the service', (password) => {
    passesSpecRule(password);
    expect(refusal(password)).toBe('passwordServiceWord');
  });

  it('lets a long password hold one of them when the rest carries the strength', () => {
    expect(refusal('Resona!Study#2026')).toBeNull();
    expect(refusal('Slow-Breath-0367e37!')).toBeNull();
  });

  it('counts them in all six languages', () => {
    for (const word of ['resona', 'breathe', 'atmen', 'respirer', 'respirar', 'дихання', 'تنفس']) {
      expect(SERVICE_WORDS).toContain(word);
    }
  });
});

describe("the person's e-mail address", () => {
  it('is split into the parts a password is built from', () => {
    expect(emailParts('Anna.Mueller1985@Uni-Hamburg.de')).toEqual([
      'anna.mueller1985@uni-hamburg.de',
      'anna.mueller1985',
      'anna.mueller',
      'annamueller',
      'annamueller1985',
      'mueller1985',
      'anna',
      'mueller',
      '1985',
      'uni-hamburg',
      'uni',
      'hamburg',
    ]);
    // Parts of one or two characters would weaken every password that contains them.
    expect(emailParts('jo.li+x@ab.io')).toEqual([
      'jo.li+x@ab.io',
      'jo.li+x',
      'jo.li',
      'joli',
      'jolix',
      'li+x',
      'lix',
    ]);
  });

  it.each([
    'Anna.Mueller1!',
    'AnnaMueller2024!',
    'Mueller#1985',
    'Hamburg2024!',
    'Muellerhamburg1!',
  ])('refuses %s as built on the address', (password) => {
    passesSpecRule(password);
    expect(refusal(password)).toBe('passwordEmailPart');
  });

  it('is the person’s own: the same password is no such refusal for someone else', () => {
    expect(refusal('AnnaMueller2024!', 'someone@example.com')).toBeNull();
    expect(refusal('Anna.Mueller1!', 'someone@example.com')).toBeNull();
  });
});

describe('patterns and plain words', () => {
  it.each(['Qwertz123!', 'Zaq1@wsx', 'Aa1!Aa1!'])('refuses %s as a pattern', (password) => {
    passesSpecRule(password);
    expect(refusal(password)).toBe('passwordPattern');
  });

  it.each(['Summer2023!', 'Monday123!', 'BlueOcean7!'])(
    'refuses %s as a common word',
    (password) => {
      passesSpecRule(password);
      expect(refusal(password)).toBe('passwordCommonWord');
    },
  );
});

describe('what is accepted', () => {
  it('accepts 8 random characters, the shortest the spec allows', () => {
    const verdict = judge('Kx7#mPq2', EMAIL);
    expect(verdict).toEqual({ refusal: null, guessesLog10: MIN_GUESSES_LOG10 });
  });

  it.each(['Tidal-Lantern-42!', 'Quiet-Harbour-77?', 'Blue-Kettle-Morning-7', 'My dog Rex is 9!'])(
    'accepts %s',
    (password) => {
      passesSpecRule(password);
      expect(refusal(password)).toBeNull();
    },
  );

  it('accepts a strong passphrase of more than 64 characters (ASVS 6.2.9)', () => {
    const password = 'Seven quiet lanterns drift past the harbour wall at 4 a.m., humming!';
    expect(password.length).toBeGreaterThan(64);
    passesSpecRule(password);
    expect(refusal(password)).toBeNull();
  });

  it('accepts a long password of 100 characters, and one of the most the spec allows', () => {
    const hundred = 'Velvet-Orchard-92!'.padEnd(100, 'qT7%rW2@zK9&mP4#');
    const longest = 'Kettle/Granite/Sparrow/31?'.padEnd(PASSWORD_MAX_LENGTH, 'hX5*nB8=');
    for (const password of [hundred, longest]) {
      passesSpecRule(password);
      expect(refusal(password), password).toBeNull();
    }
    expect(hundred).toHaveLength(100);
    expect(longest).toHaveLength(PASSWORD_MAX_LENGTH);
  });
});

describe('what the person is told', () => {
  // zxcvbn's result as it reaches the rule: its warning is one of its own keys, never English
  // (we give it no translations), and is told in the catalogue's words.
  const fake = (result: Partial<ZxcvbnResult>) =>
    ({
      check: () => ({ feedback: { warning: null, suggestions: [] }, sequence: [], ...result }),
    }) as unknown as ZxcvbnFactory;
  const part = (pattern: string, token: string, guesses: number, extra = {}) => ({
    pattern,
    token,
    guesses,
    i: 0,
    j: token.length - 1,
    ...extra,
  });

  it('a warning of zxcvbn in one of the six languages, whatever the warning', () => {
    const weak = [part('bruteforce', 'Zq!', 1e3)];
    const told: [warning: string, key: string][] = [
      ['topTen', 'passwordCommon'],
      ['pwned', 'passwordCommon'],
      ['keyPattern', 'passwordPattern'],
      ['recentYears', 'passwordPattern'],
      ['namesByThemselves', 'passwordCommonWord'],
      ['a warning of a later version', 'passwordGuessable'],
    ];
    for (const [warning, key] of told) {
      const verdict = judgePassword(
        fake({ feedback: { warning, suggestions: [] }, sequence: weak }),
        'Zq!',
        EMAIL,
      );
      expect(verdict.refusal, warning).toBe(key);
      expect(Object.keys(MESSAGES.de)).toContain(verdict.refusal);
    }
  });

  it('says why when zxcvbn gives no warning, and in general words when nothing was recognised', () => {
    const word = part('dictionary', 'Ocean', 2e3, { dictionaryName: 'wikipedia-en' });
    const tail = part('bruteforce', '7!', 100);
    expect(judgePassword(fake({ sequence: [word, tail] }), 'Ocean7!', EMAIL).refusal).toBe(
      'passwordCommonWord',
    );
    expect(judgePassword(fake({ sequence: [tail, tail] }), '7!7!', EMAIL).refusal).toBe(
      'passwordGuessable',
    );
  });

  it('has its reasons in all six languages, saying why', () => {
    for (const catalogue of Object.values(MESSAGES)) {
      for (const key of [
        'passwordCommon',
        'passwordServiceWord',
        'passwordEmailPart',
        'passwordPattern',
        'passwordCommonWord',
        'passwordGuessable',
      ] as const) {
        expect(catalogue[key]).toMatch(/\S/);
      }
    }
    expect(MESSAGES.de.passwordServiceWord).toContain('Sie');
    expect(MESSAGES.en.passwordServiceWord).toMatch(/^This password is too easy to guess: /);
  });
});
