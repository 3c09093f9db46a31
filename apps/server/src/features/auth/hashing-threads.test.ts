import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { HASHING_NICENESS } from './hashing-threads.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Nice values of this process's threads, from /proc (field 19 of each thread's stat). */
function threadNiceness() {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('hashing threads', () => {
  it('hashes and verifies argon2id passwords', async () => {
    const stored = await hashPassword('Lantern-Harbour-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'Lantern-Harbour-42')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'Lantern-Harbour-43')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'anything')).resolves.toBe(false);
  });

  it('runs at a low CPU priority, never more threads than cores but one', async () => {
    // Relative to the process's own priority (a run under `nice` starts above 0); 19 is the floor.
    const base = getPriority();
    const hashing = Math.min(19, base + HASHING_NICENESS);
    const before = threadNiceness().filter((nice) => nice === hashing).length;
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hashPassword(`Lantern-Harbour-${i}`)),
    );
    expect(new Set(many).size).toBe(6);
    const lowered = threadNiceness().filter((nice) => nice === hashing).length;
    expect(lowered).toBeGreaterThan(0);
    expect(lowered - before).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1));
    expect(threadNiceness()).toContain(base);
  });
});
