// The library pages the router loads, one chunk; the progress chart splits further (lazy).
export { FavoriteDetailPage } from '../favorites/favorite-detail-page.tsx';
export { FavoritesPage } from '../favorites/favorites-page.tsx';
export { HistoryDetailPage } from '../history/history-detail-page.tsx';
export { HistoryPage } from '../history/history-page.tsx';
export { ProgramPage } from '../program/program-page.tsx';
