import { defineConfig } from 'vite';

// The benchmark page: bench/camera-frames/index.html, starting the real camera source from apps/web.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
