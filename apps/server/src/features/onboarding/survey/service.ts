import { LANGUAGES, type LanguageCode, type ZSaveSurveyRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { localise, presentFlags } from '../../../core/present.ts';
import {
  experienceExists,
  findAgeGroup,
  findSurveyLists,
  genderExists,
  setSessionFirebaseToken,
  updateUser,
} from './queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

export type SaveSurveyInput = z.output<typeof ZSaveSurveyRequest>;

export async function listSurveyOptions(deps: Deps, lang: LanguageCode) {
  const lists = await findSurveyLists(deps.db);
  return {
    age_list: lists.ages.map((a) => ({
      id: a.id,
      ageName: localise(a.names, lang),
      is_allowed: a.minAge >= deps.config.minAge,
    })),
    gender_list: lists.genders.map((g) => ({ id: g.id, gender_name: localise(g.names, lang) })),
    language_list: LANGUAGES.map((l) => ({ id: l.id, value: l.name })),
    experience_list: lists.experiences.map((e) => ({ id: e.id, expName: localise(e.names, lang) })),
    min_age: deps.config.minAge,
  };
}

/**
 * The survey lists with the caller's current answers marked (GET general/list), as the account
 * edit screen shows them: the same lists, in the same order, as GET survey answers.
 */
export async function listMarkedSurveyOptions(deps: Deps, user: SessionUser, lang: LanguageCode) {
  const lists = await listSurveyOptions(deps, lang);
  const mark = <T extends { id: number }>(items: T[], chosen: number | null) =>
    items.map((item) => ({ ...item, selected: item.id === chosen }));
  return {
    age_list: mark(lists.age_list, user.ageGroupId),
    gender_list: mark(lists.gender_list, user.genderId),
    language_list: mark(lists.language_list, user.defaultLanguage),
    experience_list: mark(lists.experience_list, user.experienceId),
    min_age: lists.min_age,
  };
}

const invalid = (field: string) =>
  new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { [field]: 'fieldInvalid' });

/**
 * Saves the four answers and completes the survey. Unknown ids are refused rather than stored,
 * and an age group below MIN_AGE is refused (the privacy text does not serve under-16s).
 */
export async function saveSurvey(
  deps: Deps,
  user: SessionUser,
  sessionId: number | null,
  input: SaveSurveyInput,
) {
  if (!(await experienceExists(deps.db, input.meditation))) throw invalid('meditation');
  if (input.gender_id !== undefined && !(await genderExists(deps.db, input.gender_id))) {
    throw invalid('gender_id');
  }
  if (input.age_group !== undefined) {
    const group = await findAgeGroup(deps.db, input.age_group);
    if (!group) throw invalid('age_group');
    if (group.minAge < deps.config.minAge) {
      throw new AppError('AGE_NOT_ALLOWED', 'ageNotAllowed', { minAge: deps.config.minAge });
    }
  }
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, {
      experienceId: input.meditation,
      ...(input.age_group !== undefined && { ageGroupId: input.age_group }),
      ...(input.gender_id !== undefined && { genderId: input.gender_id }),
      ...(input.default_language !== undefined && { defaultLanguage: input.default_language }),
      isSurveyComplete: true,
      updatedAt: deps.now(),
    });
    await sessionsChanged(deps, tx, user.id);
    if (input.firebase_token && sessionId !== null) {
      await setSessionFirebaseToken(tx, sessionId, input.firebase_token);
    }
    return row;
  });
  return {
    survey_data: {
      meditation: updated.experienceId,
      default_language: updated.defaultLanguage,
      age_group: updated.ageGroupId,
      gender_id: updated.genderId,
    },
    user_flags: presentFlags(updated),
  };
}
