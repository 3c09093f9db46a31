import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { signInChunk } from './sign-in-chunk.ts';

/**
 * The browser runs React 19 with react-dom, in development (with Fast Refresh) as in the build
 * and in tests: the front end's runtime is the product's choice, never swapped under the code
 * (decision 058 reverses 040). `npm run build` then pre-renders the public pages with the same
 * code built for Node (scripts/prerender.ts, decision 059).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  // The contract is TypeScript source in the workspace: the pre-render bundles it.
  ssr: { noExternal: ['@resona/contract'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // The server's CSP forbids inline scripts; never inline assets as data: scripts either.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [signInChunk(import.meta.dirname)] } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
