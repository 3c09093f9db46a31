import { defineConfig } from 'vite';

// The benchmark page: bench/resonance/index.html, importing the real analysis from apps/web.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
