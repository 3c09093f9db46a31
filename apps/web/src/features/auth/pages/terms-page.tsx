import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/page.tsx';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';

const SECTIONS = ['use', 'account', 'health', 'content', 'changes'] as const;

/** Terms of use, with a back action (spec §2). Opened in a new tab from sign-up, back goes home. */
export function TermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`terms.${section}.title`)}</h2>
            <p>{t(`terms.${section}.body`)}</p>
          </section>
        ))}
      </div>
    </Card>
  );
}
