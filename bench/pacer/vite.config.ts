import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The benchmark page: bench/pacer/index.html, importing the real pacer from apps/web by path.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  // One React, whichever folder a file importing it lives in.
  resolve: { dedupe: ['react', 'react-dom'] },
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep the numbers readable in a profile; size does not matter here.
    minify: false,
  },
});
