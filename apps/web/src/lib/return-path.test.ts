import { describe, expect, test } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath: where a `next` parameter may send someone back to', () => {
  test.each([
    ['/admin', '/admin'],
    ['/admin/cohorts', '/admin/cohorts'],
    ['/admin?study=2', '/admin?study=2'],
    ['/admin/join?token=abc123', '/admin/join?token=abc123'],
    ['/Admin/join?token=abc', '/Admin/join?token=abc'],
  ])('keeps the console path %s', (next, kept) => {
    expect(returnPath(next)).toBe(kept);
  });

  test.each([
    [null],
    [''],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/admin\\..\\evil'],
    ['/administrator'],
    ['/Setting/security'],
    ['javascript:alert(1)'],
    ['admin/join?token=abc'],
  ])('refuses %s: another site, or no console path', (next) => {
    expect(returnPath(next)).toBeNull();
  });
});
