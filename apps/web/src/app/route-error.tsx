import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../components/button.tsx';
import { Card, pageStyles } from '../components/page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Each route's error boundary: a translated message and a retry, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Card className={pageStyles.center}>
      <div role="alert">
        <h1 className={pageStyles.title}>{t('error.title')}</h1>
        <p className={pageStyles.lead}>{t('error.body')}</p>
      </div>
      <div className={pageStyles.row} style={{ justifyContent: 'center' }}>
        <Button onClick={() => window.location.reload()}>{t('error.retry')}</Button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('error.home')}
        </Link>
      </div>
    </Card>
  );
}
