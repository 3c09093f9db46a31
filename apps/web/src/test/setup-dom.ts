import '@testing-library/jest-dom/vitest';
// IndexedDB for the write queue (decision 073), in memory.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { changeLanguage, i18n, initI18n, loadEnglish } from '../i18n/index.ts';

// The real i18n with the English catalogues, as a visitor with an English browser gets it once
// the router has loaded a screen past the sign-in page (which brings the rest of English).
if (!i18n.isInitialized) await initI18n();
await loadEnglish();

beforeEach(async () => {
  if (i18n.language !== 'en') await changeLanguage('en', false);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
