import { afterEach, describe, expect, test } from 'vitest';
import { MAX_TOASTS, currentToasts, toast } from './toast.ts';

describe('toasts', () => {
  afterEach(() => {
    for (const item of currentToasts()) toast.dismiss(item.id);
  });

  test('no more than two show at once: a new one lets the oldest go', () => {
    toast.error('one');
    toast.warning('two');
    expect(currentToasts().map((item) => item.message)).toEqual(['one', 'two']);
    toast.success('three');
    expect(MAX_TOASTS).toBe(2);
    expect(currentToasts().map((item) => [item.variant, item.message])).toEqual([
      ['warning', 'two'],
      ['success', 'three'],
    ]);
  });

  test('an empty message shows nothing; dismiss takes one away', () => {
    toast.error('');
    expect(currentToasts()).toEqual([]);
    toast.error('kept');
    toast.error('gone');
    toast.dismiss(currentToasts()[1]!.id);
    expect(currentToasts().map((item) => item.message)).toEqual(['kept']);
  });
});
