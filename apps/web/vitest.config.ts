import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: 'apps/web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
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
