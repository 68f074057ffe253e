/** Serves the built React app (apps/web/dist) with the SPA fallback to index.html for client routes. */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  const sendIndex = (_req: unknown, reply: { header: (k: string, v: string) => void; sendFile: (f: string) => unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    const file = path.join(webDist, decodeURIComponent(request.url.split('?')[0] ?? ''));
    if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path.relative(webDist, file));
    }
    return sendIndex(request, reply);
  });
}
