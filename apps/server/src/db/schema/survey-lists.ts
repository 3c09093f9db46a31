import { integer, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';

/** Names of a list item in each language, keyed by language code (en, fr, de, ar, uk, es). */
export type LocalisedNames = Record<string, string>;

export const ageGroups = pgTable('age_groups', {
  id: integer().primaryKey(),
  /** Youngest age in the group; sign-up refuses groups below MIN_AGE. */
  minAge: smallint().notNull(),
  /** 1 child, 2 other (spec §3 average_speed_data group_type). */
  groupType: smallint().notNull(),
  sortOrder: smallint().notNull(),
  names: jsonb().$type<LocalisedNames>().notNull(),
});

export const genders = pgTable('genders', {
  id: integer().primaryKey(),
  sortOrder: smallint().notNull(),
  names: jsonb().$type<LocalisedNames>().notNull(),
});

export const experiences = pgTable('experiences', {
  id: integer().primaryKey(),
  sortOrder: smallint().notNull(),
  names: jsonb().$type<LocalisedNames>().notNull(),
});
