import { integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { LocalisedNames } from './survey-lists.ts';

/**
 * Tutorial carousel items. We ship no video files: an item without `videoUrl` is a slide the
 * web app draws from `illustration` with the localised title and caption.
 */
export const tutorialVideos = pgTable('tutorial_videos', {
  id: integer().primaryKey(),
  sortOrder: smallint().notNull(),
  videoUrl: text(),
  illustration: text().notNull(),
  titles: jsonb().$type<LocalisedNames>().notNull(),
  captions: jsonb().$type<LocalisedNames>().notNull(),
});
