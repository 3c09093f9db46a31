import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser build runs on Preact through preact/compat instead of react-dom (decision 040):
 * react-dom alone was 69 KB gzip of the sign-in page's 180 KB. The source keeps importing
 * 'react'; only this build swaps it, so types and unit tests stay on React's own packages.
 * Exact-match patterns, so 'react-router' and 'react-i18next' are left alone.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  // React Fast Refresh cannot see Preact's components (it would accept an edit and re-render
  // nothing), so in development an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ })],
  resolve: { alias: preactCompat },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The server's CSP forbids inline scripts; never inline assets as data: scripts either.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
