import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button.tsx';
import { BreathingDot, Card, pageStyles } from './page.tsx';

/** A screen a later issue builds: a real, translated page until then. */
export function ComingSoon({
  title,
  step,
  backTo,
}: {
  title: string;
  /** e.g. "1/4" for the survey steps. */
  step?: string;
  backTo?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <Card className={pageStyles.center}>
      {step ? <p className={pageStyles.lead}>{t('comingSoon.step', { step })}</p> : null}
      <h1 className={pageStyles.title}>{title}</h1>
      <BreathingDot />
      <p className={pageStyles.lead}>{t('comingSoon.body')}</p>
      {backTo ? (
        <Link to={backTo.to} className={buttonClass('secondary')}>
          {backTo.label}
        </Link>
      ) : null}
    </Card>
  );
}
