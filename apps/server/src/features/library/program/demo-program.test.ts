import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programItems, programs, users } from '../../../db/schema/index.ts';
import { seedDemoProgram } from './demo-program.ts';
import { DEMO_EMAIL } from '../../../db/seed/demo.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { hasDueProgram } from '../../../core/current-user-queries.ts';

const { db } = await createTestApp();

describe('seedDemoProgram', () => {
  it('does nothing without the demo account, then seeds it once, and renews it when past', async () => {
    const now = new Date('2025-01-10T12:00:00Z');
    expect(await seedDemoProgram(db, now)).toBeNull();
    const { user } = await buildUser(db, { email: DEMO_EMAIL });
    expect(await seedDemoProgram(db, now)).toMatchObject({ items: 4 });
    expect(await seedDemoProgram(db, now)).toBeNull();
    const items = await db.select().from(programItems).where(eq(programItems.userId, user.id));
    expect(items.map((i) => i.dueDate).sort()).toEqual([
      '2025-01-10',
      '2025-01-11',
      '2025-01-13',
      '2025-01-15',
    ]);
    expect(await hasDueProgram(db, user.id, 'UTC', now)).toBe(true);
    // A month later everything has passed: the same program is laid out again from that day.
    const later = new Date('2025-02-10T12:00:00Z');
    expect(await hasDueProgram(db, user.id, 'UTC', later)).toBe(false);
    expect(await seedDemoProgram(db, later)).toMatchObject({ items: 4 });
    const renewed = await db.select().from(programItems).where(eq(programItems.userId, user.id));
    expect(renewed.map((i) => i.dueDate).sort()[0]).toBe('2025-02-10');
    expect(await db.select().from(programs)).toHaveLength(1);
    await db.delete(users).where(eq(users.id, user.id));
  });
});
