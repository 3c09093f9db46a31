import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { signInChunk } from './sign-in-chunk.ts';

/**
 * Pre-renders the public pages and the signed-in screens' shells into the build (decision 059)
 * when the browser build has written its files, before the service worker's precache list is
 * made from them (decision 072).
 */
function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'resona:prerender',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const { prerender } = await import('./scripts/prerender.ts');
        const index = await prerender(outDir);
        this.info(
          `pre-rendered ${index.pages.length} pages in ${index.languages.length} languages`,
        );
      },
    },
  };
}

/**
 * The service worker (src/sw/sw.ts, decision 072), bundled and given the precache list: every
 * file of the build a session can need, the pre-rendered pages included.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  integration: { closeBundleOrder: 'post' },
  injectManifest: {
    globPatterns: ['**/*.{html,js,css,json,woff2,svg,png,webmanifest,opus,ogg,mp3,webp}'],
    // ssr/: the server's render of /home (decision 106), never the browser's.
    globIgnores: ['.vite/**', 'ssr/**', 'sw.js'],
    // The largest chunk (the console's) is well under it; a bigger file fails the build.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/**
 * The browser runs React 19 with react-dom, in development (with Fast Refresh) as in the build
 * and in tests: the front end's runtime is the product's choice, never swapped under the code
 * (decision 058 reverses 040). `npm run build` then pre-renders the public pages with the same
 * code built for Node (scripts/prerender.ts, decision 059).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), prerenderPages(), serviceWorker],
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
