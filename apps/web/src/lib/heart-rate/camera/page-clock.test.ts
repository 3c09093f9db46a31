import { describe, expect, it } from 'vitest';
import { PageClock } from './page-clock.ts';

describe('PageClock', () => {
  it('takes the least late word from the page, and only recent ones', () => {
    let wall = 1_000_000;
    const clock = new PageClock(() => wall);
    expect(clock.pageTime(wall)).toBeNull();
    // The page's clock reads wall − 990_000; its words arrive 40, 5 and 300 ms late.
    for (const late of [40, 5, 300]) {
      wall += 500;
      clock.heard(wall - late - 990_000);
    }
    expect(clock.pageTime(1_001_000)).toBe(1_001_000 - 990_000 - 5);
    // A fake page clock jumps 6 s ahead: within ten seconds the old words are forgotten.
    wall += 11_000;
    clock.heard(wall - 990_000 + 6000 - 10);
    expect(clock.pageTime(wall)).toBe(wall - 990_000 + 6000 - 10);
  });
});
