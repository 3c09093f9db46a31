export { AlgorithmPage } from './algorithm-page.tsx';
export {
  AgeQuestionPage,
  CalibrationPage,
  ExperienceQuestionPage,
  GenderQuestionPage,
  LanguageQuestionPage,
  StudySurveyPage,
  TutorialPage,
} from './coming-soon-pages.tsx';
export { PromoVideoPage } from './promo-video-page.tsx';
