import { useTranslation } from 'react-i18next';
import { DEFAULT_MIN_AGE, POLICY_EFFECTIVE_DATE } from '@resona/contract';
import { Card } from '../../../components/page.tsx';
import { useConfig } from '../../../lib/public-config.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';

/**
 * The public privacy policy (spec §1, §9): effective 2020-07-07, beta and free, what is collected,
 * 12 months of disclosure, the minimum age, and what the export and account deletion do.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { data } = useConfig();
  const minAge = data?.min_age ?? DEFAULT_MIN_AGE;
  return (
    <Card wide>
      <AuthHeader
        title={t('privacy.title')}
        subtitle={t('privacy.effective', { date: POLICY_EFFECTIVE_DATE })}
      />
      <div className={styles.prose}>
        <p>{t('privacy.beta')}</p>
        <h2>{t('privacy.collectTitle')}</h2>
        <p>{t('privacy.collect')}</p>
        <h2>{t('privacy.useTitle')}</h2>
        <p>{t('privacy.use')}</p>
        <h2>{t('privacy.disclosureTitle')}</h2>
        <p>{t('privacy.disclosure')}</p>
        <h2>{t('privacy.childrenTitle')}</h2>
        <p>{t('privacy.children', { minAge })}</p>
        <h2>{t('privacy.exportTitle')}</h2>
        <p>{t('privacy.export')}</p>
        <h2>{t('privacy.deleteTitle')}</h2>
        <p>{t('privacy.delete')}</p>
        <h2>{t('privacy.rightsTitle')}</h2>
        <p>{t('privacy.rights')}</p>
      </div>
    </Card>
  );
}
