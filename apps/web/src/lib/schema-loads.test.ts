import { describe, expect, it } from 'vitest';
import { loadSchemas } from './schema-loads.ts';

/** Resolves after the tasks queued before it (a setTimeout 0 runs after earlier ones). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadSchemas', () => {
  it('evaluates one schema module at a time, each in a later task than the one before', async () => {
    const started: string[] = [];
    const load = (name: string) => () => {
      started.push(name);
      return Promise.resolve({ name });
    };
    const first = loadSchemas(load('user'));
    const second = loadSchemas(load('design calls'));
    const third = loadSchemas(load('rhythm calls'));
    await expect(first).resolves.toEqual({ name: 'user' });
    // The first is in; the next waits for a task of its own.
    expect(started).toEqual(['user']);
    await nextTask();
    expect(started).toEqual(['user', 'design calls']);
    await expect(second).resolves.toEqual({ name: 'design calls' });
    await expect(third).resolves.toEqual({ name: 'rhythm calls' });
    expect(started).toEqual(['user', 'design calls', 'rhythm calls']);
  });

  it('goes on after a load that failed, and its caller sees the failure', async () => {
    const failed = loadSchemas(() => Promise.reject(new Error('offline')));
    const next = loadSchemas(() => Promise.resolve('built'));
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toBe('built');
  });
});
