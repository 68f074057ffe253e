// The JavaScript each route of the built web app downloads, from Vite's manifest (apps/web/dist/.vite/
// manifest.json): the entry chunk of index.html, the route's lazily loaded page chunks (decision 062),
// and every chunk they import statically, each counted once. Sizes are what the server sends a gzip
// browser: the `.gz` files the build writes (decision 061). Used by the bundle-size test
// (apps/web/src/bundle-size.test.ts) and `npm run bench -- --only=web`.
import fs from 'node:fs';
import path from 'node:path';

export const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

const shell = 'src/app/shell/app-layout.tsx';
const page = (feature, file) => `src/features/${feature}/${file}.tsx`;

/** A representative address of each page, and the lazy modules (beyond index.html) it renders. */
export const routeModules = {
  // The landing page of every signed-out visit is part of index.html's entry (decision 062).
  '/login': [],
  '/reset-password': [page('auth', 'reset-password-page')],
  '/privacy-policy': [page('legal', 'privacy-policy-page')],
  '/dashboard': [shell, page('dashboard', 'dashboard-page')],
  '/campaigns': [shell, page('campaigns', 'campaigns-page')],
  '/campaigns/1': [shell, page('campaigns', 'campaign-detail-page')],
  '/campaign/create': [shell, page('campaigns', 'campaign-create-page')],
  '/ads': [shell, page('ads', 'ads-page')],
  '/ads/1': [shell, page('ads', 'ad-detail-page')],
  '/ad/create': [shell, page('ad-wizard', 'ad-wizard-page')],
  '/analytics': [shell, page('analytics', 'analytics-page')],
  '/optimization': [shell, page('optimization', 'optimization-page')],
  '/notifications': [shell, page('notifications', 'notifications-page')],
  '/profile': [shell, page('profile', 'profile-page')],
  '/settings': [shell, page('settings', 'settings-page')],
};

export function readManifest(dist = webDist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The JS files (dist-relative) that loading index.html and then `modules` downloads. */
export function chunksFor(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...files];
}

/** { route, files, gzipBytes } for every route of routeModules. */
export function routeJavaScript(dist = webDist) {
  const manifest = readManifest(dist);
  return Object.entries(routeModules).map(([route, modules]) => {
    const files = chunksFor(manifest, modules);
    const gzipBytes = files.reduce((sum, file) => sum + sentToGzipBrowser(path.join(dist, file)), 0);
    return { route, files, gzipBytes };
  });
}

/** The build skips the `.gz` of a file that would not shrink; the server then sends the file itself. */
const sentToGzipBrowser = (file) => fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
