import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_MIN_AGE, POLICY_EFFECTIVE_DATE } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/page.tsx';
import { useConfig } from '../../../lib/public-config.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';

const SECTIONS = [
  'use',
  'eligibility',
  'beta',
  'account',
  'health',
  'content',
  'invitations',
  'data',
  'changes',
] as const;

/** Terms of use (effective 2020-07-07, beta, minimum age), with a back action (spec §2). Opened in a new tab from sign-up, back goes home. */
export function TermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useConfig();
  const minAge = data?.min_age ?? DEFAULT_MIN_AGE;
  const goBack = () => {
    if (window.history.length > 1 && window.opener === null) void navigate(-1);
    else void navigate('/');
  };
  return (
    <Card wide>
      <Button variant="ghost" onClick={goBack}>
        <span aria-hidden="true" className="flip-rtl">
          ←
        </span>
        {t('common.back')}
      </Button>
      <AuthHeader title={t('terms.title')} subtitle={t('terms.intro')} />
      <div className={styles.prose}>
        <p>{t('terms.effective', { date: POLICY_EFFECTIVE_DATE })}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`terms.${section}.title`)}</h2>
            <p>{t(`terms.${section}.body`, { minAge })}</p>
          </section>
        ))}
      </div>
    </Card>
  );
}
