// The onboarding pages the router loads (one chunk for the feature).
export { CalibrationPage } from '../calibration/calibration-page.tsx';
export { AlgorithmPage } from '../plans/algorithm-page.tsx';
export { StudySurveyPage } from '../study-survey/study-survey-page.tsx';
export {
  AgeQuestionPage,
  ExperienceQuestionPage,
  GenderQuestionPage,
  LanguageQuestionPage,
} from '../survey/survey-pages.tsx';
export { TutorialPage } from '../tutorial/tutorial-page.tsx';
export { PromoVideoPage } from './promo-video-page.tsx';
