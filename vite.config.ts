import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'e2e/fake-discord/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
  },
});
