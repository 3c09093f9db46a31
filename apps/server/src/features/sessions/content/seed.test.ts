import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, ZHms } from '@resona/contract';
import {
  durations,
  exercises,
  experienceMetas,
  goals,
  narrations,
  themes,
} from '../../../db/schema/index.ts';
import { seedSessionContent } from '../../../db/seed/sessions.ts';
import { createTestApp } from '../../../test/app.ts';

const { db } = await createTestApp();

/** Every language has a non-blank text. */
function expectAllLanguages(names: Record<string, string>, what: string) {
  for (const lang of LANGUAGE_CODES) {
    expect(names[lang]?.trim(), `${what} in ${lang}`).toBeTruthy();
  }
}

async function load() {
  const [g, d, n, t, m, e] = await Promise.all([
    db.select().from(goals).orderBy(asc(goals.id)),
    db.select().from(durations).orderBy(asc(durations.id)),
    db.select().from(narrations).orderBy(asc(narrations.id)),
    db.select().from(themes).orderBy(asc(themes.id)),
    db.select().from(experienceMetas).orderBy(asc(experienceMetas.id)),
    db.select().from(exercises).orderBy(asc(exercises.id)),
  ]);
  return { goals: g, durations: d, narrations: n, themes: t, metas: m, exercises: e };
}

describe('session content seed', () => {
  it('has the goals, durations, narrations and themes of issue 4', async () => {
    const c = await load();
    expect(c.goals.map((g) => g.titles.en).sort()).toEqual(['Focus', 'Sleep', 'Stress resilience']);
    expect(c.durations.map((d) => d.minute).sort((a, b) => a - b)).toEqual([-1, 5, 10, 15, 20]);
    expect(c.narrations.map((n) => n.titles.en)).toContain('No narration');
    expect(c.themes.map((t) => t.pacerTheme).sort()).toEqual(['dawn', 'night', 'ocean']);
  });

  it('gives every goal every duration, each with a narrated and an un-narrated exercise', async () => {
    const c = await load();
    const style = new Map(c.narrations.map((n) => [n.id, n.style]));
    const minute = new Map(c.durations.map((d) => [d.id, d.minute]));
    for (const goal of c.goals) {
      const designs = c.metas.filter((m) => m.goalId === goal.id);
      for (const d of c.durations) {
        const styles = new Set(
          designs.filter((m) => m.durationId === d.id).map((m) => style.get(m.narrationId)),
        );
        expect(styles.has('none') && styles.has('voice'), `goal ${goal.id}, ${d.minute} min`).toBe(
          true,
        );
      }
      // Every design has an exercise, and each exercise's length matches its duration.
      for (const m of designs) {
        const ex = c.exercises.filter((e) => e.experienceMetaId === m.id);
        expect(ex.length, `design ${m.id}`).toBeGreaterThan(0);
        for (const e of ex) {
          const min = minute.get(m.durationId)!;
          expect(
            ZHms.safeParse(e.introDuration).success && ZHms.safeParse(e.exerciseDuration).success,
          ).toBe(true);
          if (min > 0) expect(e.exerciseDuration).toBe(`00:${String(min).padStart(2, '0')}:00`);
          expect(e.inhaleRatio).toBeLessThan(e.exhaleRatio);
        }
      }
    }
  });

  it('has every text in all six languages', async () => {
    const c = await load();
    for (const g of c.goals) {
      expectAllLanguages(g.titles, `goal ${g.id} title`);
      expectAllLanguages(g.descriptions, `goal ${g.id} description`);
      expect(g.rating, `goal ${g.id} rating`).not.toBeNull();
      for (const [part, names] of Object.entries(g.rating!))
        expectAllLanguages(names, `goal ${g.id} ${part}`);
    }
    for (const n of c.narrations) expectAllLanguages(n.titles, `narration ${n.id}`);
    for (const t of c.themes) expectAllLanguages(t.titles, `theme ${t.id}`);
    for (const e of c.exercises) {
      expectAllLanguages(e.titles, `exercise ${e.id} title`);
      expectAllLanguages(e.beforeQuestions, `exercise ${e.id} before`);
      expectAllLanguages(e.afterQuestions, `exercise ${e.id} after`);
    }
  });

  it('can run again without changing anything (upsert by id)', async () => {
    const before = await load();
    await seedSessionContent(db);
    await seedSessionContent(db);
    expect(await load()).toEqual(before);
  });
});
