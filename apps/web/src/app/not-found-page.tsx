import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button.tsx';
import { Card, pageStyles } from '../components/page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card className={pageStyles.center}>
      <p className={pageStyles.lead}>404</p>
      <h1 className={pageStyles.title}>{t('pageNotFound', { ns: 'msg' })}</h1>
      <p className={pageStyles.lead}>{t('notFound.body')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('error.home')}
      </Link>
    </Card>
  );
}
