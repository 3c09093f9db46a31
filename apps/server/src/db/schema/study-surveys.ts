import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalisedNames } from './survey-lists.ts';
import { studyColumn } from './studies.ts';
import { users } from './users.ts';

export const STUDY_SURVEY_KINDS = ['pre', 'mid', 'post'] as const;
export type StudySurveyKind = (typeof STUDY_SURVEY_KINDS)[number];

/** One question of a questionnaire; the study can change these without a code change. */
export type StudyQuestion =
  | {
      id: string;
      type: 'single';
      required: boolean;
      text: LocalisedNames;
      options: { value: string; label: LocalisedNames }[];
      /** A safety threshold (decision 109): choosing one of these values alerts. */
      alert?: { values: string[] };
    }
  | {
      id: string;
      type: 'scale';
      required: boolean;
      text: LocalisedNames;
      min: 1;
      max: 5;
      minLabel: LocalisedNames;
      maxLabel: LocalisedNames;
      /** A safety threshold (decision 109): an answer of `atLeast` or more alerts. */
      alert?: { atLeast: number };
    }
  | { id: string; type: 'text'; required: boolean; text: LocalisedNames; maxLength: number };

export const studySurveys = pgTable(
  'study_surveys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: studyColumn(),
    kind: text({ enum: STUDY_SURVEY_KINDS }).notNull(),
    version: smallint().notNull(),
    /** Only the active version of a kind is served. */
    active: boolean().notNull().default(true),
    titles: jsonb().$type<LocalisedNames>().notNull(),
    intros: jsonb().$type<LocalisedNames>().notNull(),
    questions: jsonb().$type<StudyQuestion[]>().notNull(),
  },
  (t) => [uniqueIndex('study_surveys_kind_version_key').on(t.studyId, t.kind, t.version)],
);

export const studySurveyResponses = pgTable(
  'study_survey_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: studyColumn(),
    surveyId: integer()
      .notNull()
      .references(() => studySurveys.id),
    kind: text({ enum: STUDY_SURVEY_KINDS }).notNull(),
    /** Null when the respondent has no account (the page may be reached signed out). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-case. */
    email: text().notNull(),
    answers: jsonb().$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One submission per person and kind: the unique key settles a double click or a race.
    uniqueIndex('study_survey_responses_once').on(t.studyId, t.kind, sql`lower(${t.email})`),
    index('study_survey_responses_user_idx').on(t.userId),
  ],
);
