/**
 * A small built web app in a temp folder, shaped like apps/web/dist after `vite build`: index.html with
 * an inline script, a hashed entry chunk with its brotli and gzip siblings, a source map that must
 * never be served, and an unhashed public file. Server tests serve it without building the real app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const fixtureInlineScript = "document.documentElement.setAttribute('data-fixture', 'yes');";
export const fixtureEntry = '/assets/index-AbC123xy.js';
export const fixtureEntryBody = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

export function createWebDistFixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-web-dist-'));
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  const html =
    `<!doctype html><html lang="en"><head><title>Fixture</title><script>${fixtureInlineScript}</script>` +
    `<script type="module" crossorigin src="${fixtureEntry}"></script></head><body><div id="root"></div></body></html>`;
  write('index.html', html);
  write(fixtureEntry, fixtureEntryBody);
  write(`${fixtureEntry}.br`, zlib.brotliCompressSync(fixtureEntryBody));
  write(`${fixtureEntry}.gz`, zlib.gzipSync(fixtureEntryBody));
  write(`${fixtureEntry}.map`, '{"version":3,"sources":["secret-source.tsx"],"mappings":""}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { root, html, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
