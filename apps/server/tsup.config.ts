import { defineConfig } from 'tsup';

// One ESM bundle of the server; npm packages stay external, the workspace's contracts are inlined.
// The export files' render worker is an entry of its own: a worker thread loads it by path
// (dist/render-worker.js beside the bundle, modules/analytics/export/render-pool.ts; decisions 169, 172).
export default defineConfig({
  entry: { server: 'src/server.ts', 'render-worker': 'src/render-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@ads-creative\//],
});
