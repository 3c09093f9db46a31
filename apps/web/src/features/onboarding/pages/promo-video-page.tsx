import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { Card, pageStyles } from '../../../components/page.tsx';
import { PromoVideo } from '../../../components/promo-video/promo-video.tsx';
import { EarlyAccessForm } from '../components/early-access-form.tsx';

/** /Video and /Home-Policy: the promo video, for signed-out visitors only. */
export function PromoVideoPage() {
  const { t } = useTranslation();
  return (
    <Card wide className={pageStyles.center}>
      <h1 className={pageStyles.title}>{t('promo.title')}</h1>
      <p className={pageStyles.lead}>{t('promo.subtitle')}</p>
      <PromoVideo />
      <div
        className={pageStyles.row}
        style={{ justifyContent: 'center', marginBlockStart: '1.5rem' }}
      >
        <Link to="/signup" className={buttonClass('primary')}>
          {t('login.signupLink')}
        </Link>
        <Link to="/login" className={buttonClass('secondary')}>
          {t('signup.loginLink')}
        </Link>
      </div>
      <EarlyAccessForm />
    </Card>
  );
}
