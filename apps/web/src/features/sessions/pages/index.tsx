import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

// Session design, ratings and the player arrive in later issues; these hold their routes.

export function SessionDesignPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.sessionDesign')} />;
}

export function BeforeRatingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.beforeRating')} />;
}

export function PlayerPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.player')} />;
}

export function AfterRatingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.afterRating')} />;
}
