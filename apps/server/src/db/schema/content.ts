import { integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalisedNames } from './survey-lists.ts';

/** The labels of a goal's 1–5 face scale, each per language. */
export interface GoalRatingTexts {
  title: LocalisedNames;
  description: LocalisedNames;
  low: LocalisedNames;
  high: LocalisedNames;
}

export const goals = pgTable('goals', {
  id: integer().primaryKey(),
  sortOrder: smallint().notNull(),
  titles: jsonb().$type<LocalisedNames>().notNull(),
  descriptions: jsonb().$type<LocalisedNames>().notNull(),
  videoUrl: text(),
  /** Null for a goal without a rating scale: the after-rating then leads to /program. */
  rating: jsonb().$type<GoalRatingTexts>(),
});

export const durations = pgTable('durations', {
  id: integer().primaryKey(),
  /** Minutes; -1 is unlimited. */
  minute: smallint().notNull().unique(),
  sortOrder: smallint().notNull(),
});

export const narrations = pgTable('narrations', {
  id: integer().primaryKey(),
  sortOrder: smallint().notNull(),
  /** How the player narrates; see NARRATION_STYLES in the contract. */
  style: text({ enum: ['none', 'voice', 'counting'] }).notNull(),
  titles: jsonb().$type<LocalisedNames>().notNull(),
});

export const themes = pgTable('themes', {
  id: integer().primaryKey(),
  sortOrder: smallint().notNull(),
  /** The web pacer preset the theme draws with. */
  pacerTheme: text({ enum: ['dawn', 'ocean', 'night'] }).notNull(),
  titles: jsonb().$type<LocalisedNames>().notNull(),
});

/**
 * A session design: one (goal, duration, narration, theme). Its id is spec §3's
 * experience_meta_id, which /home/{experience_meta_id} uses to pre-fill the design screen.
 */
export const experienceMetas = pgTable(
  'experience_metas',
  {
    id: integer().primaryKey(),
    goalId: integer()
      .notNull()
      .references(() => goals.id),
    durationId: integer()
      .notNull()
      .references(() => durations.id),
    narrationId: integer()
      .notNull()
      .references(() => narrations.id),
    themeId: integer()
      .notNull()
      .references(() => themes.id),
  },
  (t) => [
    uniqueIndex('experience_metas_design_key').on(t.goalId, t.durationId, t.narrationId, t.themeId),
  ],
);
