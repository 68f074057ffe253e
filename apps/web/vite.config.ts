import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Decision 061: the server sends these files as built, so they are compressed here once (brotli and gzip
// at their highest levels) instead of on every request; no source maps reach dist, which is served as is.
// The manifest (dist/.vite/manifest.json, never served: dotfolder) lets the bundle-size test and the
// bench find each route's chunks. No module-preload helper: it cost /login 2.3 KB gzip (decision 062).
export default defineConfig({
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//] })],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, manifest: true, modulePreload: false },
});
