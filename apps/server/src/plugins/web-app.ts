/**
 * Serves the built React app (apps/web/dist). @fastify/static answers the files that exist at start-up,
 * picking the `.br` or `.gz` sibling the build wrote when the browser accepts it; every other GET outside
 * /api and /assets gets index.html, so client routes load on a full page load. Decision 061.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ after a hash of its content: a new build never reuses a name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** index.html and unhashed public files: the browser revalidates (ETag) so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/** The paths index.html must not answer: the API's own 404, and a missing chunk that should fail as one. */
const notAClientRoute = /^\/(api|assets)(\/|$|[?#])/;

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found now: nothing written to the folder later is reachable, and no URL is decoded by hand.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed siblings are chosen by Accept-Encoding, not addressed; source maps are never public.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const inAssets = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', inAssets ? HASHED_ASSET : REVALIDATE);
    },
  });
  // The web app's pages are not part of the API: kept out of the OpenAPI document.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (notAClientRoute.test(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
