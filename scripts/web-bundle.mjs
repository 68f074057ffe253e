// The JavaScript each route of the built web app downloads, from the built index.html and Vite's manifest
// (apps/web/dist/.vite/manifest.json): every script index.html makes the browser fetch (its module entry and
// any modulepreload link), the route's lazily loaded page chunks (decision 062), and every chunk they import
// statically, each counted once. Sizes are what the server sends a gzip browser: the `.gz` files the build
// writes (decision 061). Used by the bundle-size test (apps/web/src/bundle-size.test.ts), the browser test that
// checks this count against what Chromium really fetches (apps/web/e2e/login-budget.spec.ts) and
// `npm run bench -- --only=web`, which counts in Chromium too (decision 173).
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

/** The JS files (dist-relative) that index.html's `<script src>` and `<link rel="modulepreload">` tags fetch. */
export function indexHtmlScripts(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel="modulepreload"/.test(tag)) continue;
    const url = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (url) files.push(url);
  }
  return files;
}

/** The JS files (dist-relative) that loading `entryFiles` (index.html's scripts) and then `modules` downloads. */
export function chunksFor(manifest, modules, entryFiles) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of entryFiles) {
    const key = keyOfFile.get(file);
    if (key) visit(key);
    else files.add(file);
  }
  for (const key of modules) visit(key);
  return [...files];
}

/** What the server sends a gzip browser for these dist-relative files. */
export const gzipBytesOf = (files, dist = webDist) => files.reduce((sum, file) => sum + sentToGzipBrowser(path.join(dist, file)), 0);

/** { route, files, gzipBytes } for every route of routeModules. */
export function routeJavaScript(dist = webDist) {
  const manifest = readManifest(dist);
  const entryFiles = indexHtmlScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  return Object.entries(routeModules).map(([route, modules]) => {
    const files = chunksFor(manifest, modules, entryFiles);
    return { route, files, gzipBytes: gzipBytesOf(files, dist) };
  });
}

/**
 * The JS files (dist-relative, sorted) a browser fetches opening `url` in a Playwright `page` of a fresh context
 * until the network is idle: index.html's scripts and modulepreloads, their imports and whatever the page loads
 * lazily as it renders (decision 173).
 */
export async function scriptsFetched(page, url) {
  const files = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') files.add(new URL(response.url()).pathname.replace(/^\//, ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return [...files].sort();
}

/** The build skips the `.gz` of a file that would not shrink; the server then sends the file itself. */
const sentToGzipBrowser = (file) => fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
