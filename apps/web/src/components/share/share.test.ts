import { describe, expect, test } from 'vitest';
import { pickShareMessage, shareLinks } from './share.ts';

describe('pickShareMessage', () => {
  test.each([
    [0, 0],
    [0.24, 0],
    [0.25, 1],
    [0.5, 2],
    [0.99, 3],
    [0.999_999, 3],
    [1, 3],
    [-1, 0],
    [Number.NaN, 0],
  ])('random %s → message %s', (r, index) => {
    expect(pickShareMessage(() => r)).toBe(index);
  });

  test('every message can be picked', () => {
    const seen = new Set(Array.from({ length: 400 }, () => pickShareMessage()));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('shareLinks', () => {
  const links = shareLinks('Breathe & relax: 5 min?', 'https://resona.example/login');
  test('each network gets the page and the text, encoded', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fresona.example%2Flogin&quote=Breathe%20%26%20relax%3A%205%20min%3F',
    );
    expect(links.twitter).toContain('https://twitter.com/intent/tweet?text=Breathe%20%26');
    expect(links.twitter).toContain('&url=https%3A%2F%2Fresona.example%2Flogin');
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fresona.example%2Flogin',
    );
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent('Breathe & relax: 5 min? https://resona.example/login')}`,
    );
  });
});
