import { defineConfig } from 'tsup';

// One ESM bundle of the server; npm packages stay external, the workspace's contracts are inlined.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@ads-creative\//],
});
