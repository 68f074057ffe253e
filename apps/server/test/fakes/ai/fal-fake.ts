/**
 * A local fal.ai synchronous runner as @fal-ai/client's fal.run calls it: POST /{owner}/{app}/{path}
 * with `Authorization: Key …` and the JSON input, answering `{ images: [{ url, … }], … }`; the image
 * URL points back at this fake (GET /files/…). Errors as `{ detail }`. `resultUrl`, when set, is
 * the image URL answered instead (another host, a redirect), and GET /files/redirect?to=<url>
 * answers 302 to <url>.
 */
import {
  NOT_AN_IMAGE,
  RETRY_AFTER_HEADER,
  redirectIfAsked,
  type ScriptedServer,
  samplePicture,
  sendBytes,
  sendJson,
  startScriptedServer,
  UPSTREAM_MARKER,
  VALID_KEY,
} from './scripted-server.ts';

export interface FalFake extends ScriptedServer {
  /** The image URL the next answers carry instead of this fake's own file; undefined: the fake's. */
  resultUrl?: string;
}

export async function startFalFake(): Promise<FalFake> {
  const fake: FalFake = await startScriptedServer({
    scriptedPaths: (path) => !path.startsWith('/files/'),
    async handle({ req, res, scene, record, url, baseUrl }) {
      if (url.pathname === '/files/image.png') return sendBytes(res, 200, await samplePicture(), 'image/png');
      if (url.pathname === '/files/broken.png') return sendBytes(res, 200, NOT_AN_IMAGE, 'image/png');
      if (redirectIfAsked(url, res)) return;
      if (req.headers.authorization !== `Key ${VALID_KEY}`) return sendJson(res, 401, { detail: 'Invalid API key' });
      if (scene === 'rate_limited') return sendJson(res, 429, { detail: 'Too many requests' }, RETRY_AFTER_HEADER);
      if (scene === 'server_error') return sendJson(res, 503, { detail: `Service temporarily unavailable ${UPSTREAM_MARKER}` });
      const input = record.json as { prompt?: string; image_size?: { width: number; height: number } };
      return sendJson(res, 200, {
        images: [
          {
            url: fake.resultUrl ?? `${baseUrl}/files/${scene === 'ok' ? 'image' : 'broken'}.png`,
            ...input?.image_size,
            content_type: 'image/png',
          },
        ],
        timings: { inference: 0.31 },
        seed: 42,
        has_nsfw_concepts: [false],
        prompt: input?.prompt,
      });
    },
  });
  return fake;
}
