import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

// Screens of later issues (survey, tutorial, calibration, study surveys), shown as placeholders.

export function AgeQuestionPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.ageQuestion')} step="1/4" />;
}

export function GenderQuestionPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.genderQuestion')} step="2/4" />;
}

export function LanguageQuestionPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.languageQuestion')} step="3/4" />;
}

export function ExperienceQuestionPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.experienceQuestion')} step="4/4" />;
}

export function TutorialPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('pages.tutorial')}
      backTo={{ to: '/home', label: t('pages.skipTutorial') }}
    />
  );
}

export function CalibrationPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.calibration')} />;
}

export function StudySurveyPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.studySurvey')} />;
}
