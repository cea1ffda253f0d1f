import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The preview benchmark page, built like the app (production mode) into .bench/preview.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../.bench/preview', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
