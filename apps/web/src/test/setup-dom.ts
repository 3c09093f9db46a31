import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n/index.ts';

// The real i18n with the English catalogues, as a visitor with an English browser gets it.
if (!i18n.isInitialized) await initI18n();

beforeEach(async () => {
  if (i18n.language !== 'en') await changeLanguage('en', false);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
