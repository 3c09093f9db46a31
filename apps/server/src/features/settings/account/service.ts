import {
  CALIBRATION_SPEEDS,
  CHILD_DEFAULT_SPEED,
  DEFAULT_SPEED,
  LANGUAGES,
  type LanguageCode,
  type TUserInfo,
} from '@resona/contract';
import {
  describeStoredPhone,
  type TUserInformationUpdate,
} from '@resona/contract/settings/user-information-update';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import {
  effectiveSpeed,
  experienceExists,
  findAgeGroup,
  findSurveyLists,
  genderExists,
  updateUser,
} from '../../onboarding/index.ts';
import { flag, localise } from '../../../core/present.ts';
import { getReminderSettings } from '../reminders/service.ts';
import { findAnswerNames } from './queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

/** The account details screen (spec §3 "User info"), in the reply's language. */
export async function viewUserInfo(
  deps: Deps,
  user: SessionUser,
  lang: LanguageCode,
): Promise<TUserInfo> {
  const [names, speed] = await Promise.all([
    findAnswerNames(deps.db, user),
    effectiveSpeed(deps.db, user),
  ]);
  const phone = describeStoredPhone(user.phoneNumber);
  return {
    email: user.email,
    phone_number: user.phoneNumber,
    phone_dial_code: user.phoneNumber ? (user.phoneDialCode ?? phone?.dialCode ?? null) : null,
    phone_country: phone?.country ?? null,
    phone_national: phone?.national ?? null,
    phone_international: phone?.international ?? null,
    average_speed: speed,
    age_group: user.ageGroupId,
    ageName: names.age ? localise(names.age.names, lang) : null,
    gender_id: user.genderId,
    gender_name: names.gender ? localise(names.gender.names, lang) : null,
    expID: user.experienceId,
    expName: names.experience ? localise(names.experience.names, lang) : null,
  };
}

/** Which age group a pace is the default for (spec §3 average_speed_data: 1 child, 2 other). */
function groupTypeOf(speed: number) {
  if (speed === CHILD_DEFAULT_SPEED) return 1;
  if (speed === DEFAULT_SPEED) return 2;
  return 0;
}

/** The choices of the edit form: the survey lists, the paces and the languages. */
export async function listAccountChoices(deps: Deps, user: SessionUser, lang: LanguageCode) {
  const [lists, speed, reminders] = await Promise.all([
    findSurveyLists(deps.db),
    effectiveSpeed(deps.db, user),
    getReminderSettings(deps.db, user.id, deps.now()),
  ]);
  return {
    age_data: lists.ages.map((a) => ({
      id: a.id,
      ageName: localise(a.names, lang),
      is_allowed: a.minAge >= deps.config.minAge,
    })),
    gender_data: lists.genders.map((g) => ({ id: g.id, gender_name: localise(g.names, lang) })),
    experience_data: lists.experiences.map((e) => ({
      id: e.id,
      expName: localise(e.names, lang),
    })),
    // A resonance rate kept from the assessment joins the five paces, so the form can show it.
    average_speed_data: [
      ...CALIBRATION_SPEEDS,
      ...(CALIBRATION_SPEEDS.some((s) => s === speed) ? [] : [speed]),
    ].map((value) => ({
      group_type: groupTypeOf(value),
      value,
      is_default: flag(value === speed),
    })),
    language_data: LANGUAGES.map((l) => ({ id: l.id, value: l.name })),
    reminder_data: reminders.reminder_data,
  };
}

const invalid = (field: string) =>
  new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { [field]: 'fieldInvalid' });

/**
 * Saves the edit form. Unknown ids are refused, not stored; an age group below MIN_AGE is refused
 * as at sign-up. The e-mail never changes here (the contract drops it). One UPDATE of one row.
 */
export async function updateUserInfo(
  deps: Deps,
  user: SessionUser,
  input: TUserInformationUpdate,
  lang: LanguageCode,
) {
  const group = await findAgeGroup(deps.db, input.age_id);
  if (!group) throw invalid('age_id');
  if (group.minAge < deps.config.minAge) {
    throw new AppError(
      'AGE_NOT_ALLOWED',
      'ageNotAllowed',
      { minAge: deps.config.minAge },
      { age_id: 'ageNotAllowed' },
    );
  }
  if (!(await genderExists(deps.db, input.gender_id))) throw invalid('gender_id');
  if (!(await experienceExists(deps.db, input.experience_id))) throw invalid('experience_id');
  const updated = await updateUser(deps.db, user.id, {
    ageGroupId: input.age_id,
    genderId: input.gender_id,
    experienceId: input.experience_id,
    averageSpeed: input.recommended_speed,
    phoneNumber: input.phone?.number ?? null,
    phoneDialCode: input.phone?.dialCode ?? null,
    updatedAt: deps.now(),
  });
  await sessionsChanged(deps, deps.db, user.id);
  return viewUserInfo(deps, updated, lang);
}
