import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_START } from '../../scripts/test-now.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: 'apps/web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The page code reads the real Date: every file runs as if the clock had started at TEST_START, or at
    // TEST_NOW when the caller (or a week project) sets one (decision 166).
    env: { TEST_NOW: process.env.TEST_NOW ?? TEST_START },
    setupFiles: ['../../scripts/test-now-setup.ts', './src/test/setup.ts'],
    // Every test starts with the real globals (tests stub fetch, XMLHttpRequest, crypto).
    unstubGlobals: true,
    css: false,
    // One module graph per worker for all its files: each file no longer re-imports React, Mantine and the
    // routes (decision 005). Tests still start clean: setup.ts empties storage and toasts, unstubGlobals.
    isolate: false,
    // jsdom renders of the whole wizard take seconds on 2 busy cores; the default 5 s is too tight there.
    testTimeout: 20_000,
  },
});
