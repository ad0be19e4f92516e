import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // MUI renders slowly in jsdom; a journey through a form takes several seconds on a busy two-core machine
    // (up to ~15 s seen while the server suites ran beside it).
    testTimeout: 30_000,
  },
});
