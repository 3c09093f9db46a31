import { asc } from 'drizzle-orm';
import { LANGUAGES } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import type { ReferenceList } from '../../../lib/columns.ts';
import { ageGroups, experiences, genders } from '../../../db/schema/index.ts';

const LISTS = { 'age-groups': ageGroups, genders, experiences } as const;

/** A survey list's ids and English names, read from the reference data when the codebook is made. */
export async function listValues(db: Executor, list: ReferenceList) {
  const table = LISTS[list];
  const rows = await db
    .select({ id: table.id, names: table.names })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.names.en ?? String(r.id)]));
}

export const LANGUAGE_VALUES = Object.fromEntries(
  LANGUAGES.map((l) => [String(l.id), `${l.code} (${l.name})`]),
);

/** The 1–5 face scale; each goal names its two ends (goal_rating low/high). */
export const RATING_VALUES = {
  '1': 'lowest: the goal’s low label',
  '2': 'below the middle',
  '3': 'middle',
  '4': 'above the middle',
  '5': 'highest: the goal’s high label',
} as const;

export const SURVEY_KIND_VALUES = {
  pre: 'pre-study questionnaire',
  mid: 'mid-study questionnaire',
  post: 'post-study questionnaire',
} as const;
