import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';

export function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t('about.title')}</h1>
      <p>{t('about.body1')}</p>
      <p>{t('about.body2')}</p>
      <p>{t('about.body3')}</p>
      <p>{t('about.body4')}</p>
    </Card>
  );
}
