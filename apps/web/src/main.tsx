import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { initI18n } from './i18n/index.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
