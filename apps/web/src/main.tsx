import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/browser-router.ts';
import { initI18n } from './i18n/index.ts';
import { checkStoredUser } from './lib/session.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void Promise.all([initI18n(), checkStoredUser()]).then(([, sessionChanged]) => {
  // The guards ran with the stored user as read; a stored user that failed the check is gone.
  if (sessionChanged) void router.revalidate();
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
