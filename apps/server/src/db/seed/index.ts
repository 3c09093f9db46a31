import type { Database } from '../client.ts';
import { seedPlans } from './plans.ts';
import { seedSessionContent } from './sessions.ts';
import { seedStudySurveys } from './study-surveys.ts';
import { seedSurveyLists } from './survey-lists.ts';
import { seedTutorials } from './tutorials.ts';

/** Reference data every installation needs; idempotent. */
export async function seedReferenceData(db: Database) {
  await seedSurveyLists(db);
  await seedPlans(db);
  await seedTutorials(db);
  await seedStudySurveys(db);
  await seedSessionContent(db);
}
