import type { Database } from '../client.ts';
import { seedSurveyLists } from './survey-lists.ts';

/** Reference data every installation needs; idempotent. */
export async function seedReferenceData(db: Database) {
  await seedSurveyLists(db);
}
