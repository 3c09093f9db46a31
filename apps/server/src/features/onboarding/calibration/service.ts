import {
  CALIBRATION_SPEEDS,
  KEEPABLE_SPEEDS,
  CHILD_DEFAULT_SPEED,
  DEFAULT_SPEED,
  translate,
  type LanguageCode,
} from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { flag, presentFlags } from '../../../core/present.ts';
import { findAgeGroup, updateUser } from '../survey/queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

/**
 * The stored speed when it is one a person may keep (a calibration pace or a resonance rate),
 * else 6 for a child age group and 5 otherwise (spec §9).
 */
export async function effectiveSpeed(db: Executor, user: SessionUser) {
  const stored = user.averageSpeed;
  if (stored !== null && KEEPABLE_SPEEDS.includes(stored)) return stored;
  const group = user.ageGroupId === null ? null : await findAgeGroup(db, user.ageGroupId);
  return group?.groupType === 1 ? CHILD_DEFAULT_SPEED : DEFAULT_SPEED;
}

export async function getCalibration(deps: Deps, user: SessionUser, lang: LanguageCode) {
  const speed = await effectiveSpeed(deps.db, user);
  return {
    calibration_list: CALIBRATION_SPEEDS.map((s) => ({
      speed: s,
      title: translate(lang, 'calibrationPaceTitle', { speed: s.toLocaleString(lang) }),
      is_default: flag(s === speed),
    })),
    recommended_speed: speed,
    is_calibrated: flag(user.isCalibrated),
  };
}

export async function getSpeed(deps: Deps, user: SessionUser) {
  return { speed: await effectiveSpeed(deps.db, user), is_calibrated: flag(user.isCalibrated) };
}

/** The contract has already refused any speed that is not one of the five paces. */
export async function setSpeed(deps: Deps, user: SessionUser, speed: number) {
  const updated = await updateUser(deps.db, user.id, {
    averageSpeed: speed,
    isCalibrated: true,
    updatedAt: deps.now(),
  });
  await sessionsChanged(deps, deps.db, user.id);
  return { speed, user_flags: presentFlags(updated) };
}
