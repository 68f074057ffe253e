/**
 * Security headers on every response, HTML and API alike (@fastify/helmet): a Content-Security-Policy
 * that runs only the app's own scripts (plus the inline theme script of index.html, allowed by its hash),
 * no framing, no Referer, and HSTS when the app is served over https. Decision 060 says why each source is there.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  publicUrl: string;
  /** Public base URL of the media bucket or CDN (S3_PUBLIC_URL), when images are served from there. */
  mediaPublicUrl?: string;
  /** The built web app: the hashes of its inline scripts go into script-src. */
  webDist?: string;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const https = new URL(options.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options, https) },
    strictTransportSecurity: https ? { maxAge: YEAR_IN_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}

function contentSecurityPolicy(options: SecurityHeadersOptions, https: boolean) {
  // Ad pictures and videos: uploads and generated images (same origin, or the bucket), previews of a
  // file being picked (blob:, data:), and any https URL a user typed into an ad's image field.
  const media = ["'self'", 'data:', 'blob:', 'https:', ...(options.mediaPublicUrl ? [new URL(options.mediaPublicUrl).origin] : [])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(options.webDist)],
    scriptSrcAttr: ["'none'"],
    // Mantine writes its theme variables into <style> tags and turns style props into style="" attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: media,
    mediaSrc: media,
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** `'sha256-…'` of every inline <script> of the built index.html, read once at start-up. */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const indexHtml = webDist && path.join(webDist, 'index.html');
  if (!indexHtml || !fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  return inline.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
