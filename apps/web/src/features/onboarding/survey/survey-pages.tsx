import { SurveyStepPage } from './survey-step-page.tsx';

export function AgeQuestionPage() {
  return <SurveyStepPage key="age" index={0} />;
}

export function GenderQuestionPage() {
  return <SurveyStepPage key="gender" index={1} />;
}

export function LanguageQuestionPage() {
  return <SurveyStepPage key="language" index={2} />;
}

export function ExperienceQuestionPage() {
  return <SurveyStepPage key="experience" index={3} />;
}
