/**
 * A local fal.ai synchronous runner as @fal-ai/client's fal.run calls it: POST /{owner}/{app}/{path}
 * with `Authorization: Key …` and the JSON input, answering `{ images: [{ url, … }], … }`; the image
 * URL points back at this fake (GET /files/…). Errors as `{ detail }`.
 */
import {
  NOT_AN_IMAGE,
  RETRY_AFTER_HEADER,
  type ScriptedServer,
  samplePicture,
  sendBytes,
  sendJson,
  startScriptedServer,
  VALID_KEY,
} from './scripted-server.ts';

export function startFalFake(): Promise<ScriptedServer> {
  return startScriptedServer({
    scriptedPaths: (path) => !path.startsWith('/files/'),
    async handle({ req, res, scene, record, url, baseUrl }) {
      if (url.pathname === '/files/image.png') return sendBytes(res, 200, await samplePicture(), 'image/png');
      if (url.pathname === '/files/broken.png') return sendBytes(res, 200, NOT_AN_IMAGE, 'image/png');
      if (req.headers.authorization !== `Key ${VALID_KEY}`) return sendJson(res, 401, { detail: 'Invalid API key' });
      if (scene === 'rate_limited') return sendJson(res, 429, { detail: 'Too many requests' }, RETRY_AFTER_HEADER);
      if (scene === 'server_error') return sendJson(res, 503, { detail: 'Service temporarily unavailable' });
      const input = record.json as { prompt?: string; image_size?: { width: number; height: number } };
      return sendJson(res, 200, {
        images: [{ url: `${baseUrl}/files/${scene === 'ok' ? 'image' : 'broken'}.png`, ...input?.image_size, content_type: 'image/png' }],
        timings: { inference: 0.31 },
        seed: 42,
        has_nsfw_concepts: [false],
        prompt: input?.prompt,
      });
    },
  });
}
