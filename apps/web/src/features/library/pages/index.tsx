import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

// History, favourites and the program (For You) arrive in a later issue.

export function HistoryPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.history')} />;
}

export function HistoryDetailPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('pages.historyDetail')}
      backTo={{ to: '/MyHistory', label: t('pages.history') }}
    />
  );
}

export function FavoritesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.favorites')} />;
}

export function FavoriteDetailPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('pages.favoriteDetail')}
      backTo={{ to: '/MyFavorites', label: t('pages.favorites') }}
    />
  );
}

export function ProgramPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.program')} />;
}
