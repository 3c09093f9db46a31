// What other features may use of sessions; anything else in this folder is its own.
export {
  loadExercise,
  loadExercises,
  loadSummaries,
  type ExerciseSummary,
  type Viewer,
} from './content/exercises.ts';
export { viewerOf } from './content/viewer.ts';
export { listOwnFeedback } from './feedback/service.ts';
export { homeChoices } from './design/home-choices.ts';
export { contentCatalogue } from './content/catalogue.ts';
