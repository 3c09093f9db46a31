import { index, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { experienceMetas } from './content.ts';
import type { LocalisedNames } from './survey-lists.ts';

/** An exercise of spec §3; its goal, duration, narration and theme come from its design. */
export const exercises = pgTable(
  'exercises',
  {
    id: integer().primaryKey(),
    experienceMetaId: integer()
      .notNull()
      .references(() => experienceMetas.id),
    sortOrder: smallint().notNull(),
    /** Null when the browser narrates in any language (all seeded exercises). */
    languageId: smallint(),
    titles: jsonb().$type<LocalisedNames>().notNull(),
    /** Breaths per minute; null plays at the user's calibrated pace. */
    breathingPace: real(),
    inhaleRatio: real().notNull().default(4),
    exhaleRatio: real().notNull().default(6),
    /** HH:mm:ss. */
    introDuration: text().notNull(),
    /** HH:mm:ss; for an unlimited design, one round before it loops. */
    exerciseDuration: text().notNull(),
    videoUrl: text(),
    trailerUrl: text(),
    beforeQuestions: jsonb().$type<LocalisedNames>().notNull(),
    afterQuestions: jsonb().$type<LocalisedNames>().notNull(),
  },
  (t) => [index('exercises_meta_idx').on(t.experienceMetaId)],
);
