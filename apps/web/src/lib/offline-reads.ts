import type { CallRoute } from '@resona/contract/call-routes';
import { authRoutes } from '@resona/contract/auth/call-routes';
import { libraryRoutes } from '@resona/contract/library/call-routes';
import { onboardingRoutes } from '@resona/contract/onboarding/call-routes';
import { rhythmRoutes } from '@resona/contract/rhythms/call-routes';
import { sessionRoutes } from '@resona/contract/sessions/call-routes';
import { systemRoutes } from '@resona/contract/system/call-routes';

/**
 * The reads a signed-in person's session needs offline (decision 072): the service worker keeps
 * the last reply of each, per account, and answers with it when the network does not. Only GET
 * calls, only with a bearer token, only 200 replies.
 */
export const OFFLINE_READS: readonly CallRoute[] = [
  // The person: their profile, calibrated pace and tutorials.
  authRoutes.profileInfo,
  onboardingRoutes.userCalibration,
  onboardingRoutes.userSpeed,
  onboardingRoutes.tutorialList,
  // Designing and playing: the saved design, the goals/durations/narrations/themes, details.
  sessionRoutes.exerciseGetDefault,
  sessionRoutes.exerciseSavedDefault,
  sessionRoutes.exerciseSearch,
  sessionRoutes.exerciseDetails,
  systemRoutes.contentUrls,
  // The library as last seen.
  libraryRoutes.exerciseHistory,
  libraryRoutes.exerciseHistoryDetail,
  libraryRoutes.favoriteExerciseList,
  libraryRoutes.favoriteExerciseDetail,
  libraryRoutes.programExercises,
  libraryRoutes.progress,
  // The person's own rhythms.
  rhythmRoutes.rhythms,
];

const READ_PATHS = new Set(OFFLINE_READS.map((route) => route.path));

/** Whether a request is one of the reads kept for offline use (none has path parameters). */
export function isOfflineRead(method: string, pathname: string): boolean {
  return method === 'GET' && READ_PATHS.has(pathname);
}
