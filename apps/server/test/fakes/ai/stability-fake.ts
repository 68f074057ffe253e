/**
 * A local Stability AI REST API: POST /v2beta/stable-image/generate/core (multipart form data,
 * `accept: image/*`) answering the image bytes with finish-reason and seed headers. Errors as
 * `{ id, name, errors: [...] }`.
 */
import {
  bearer,
  pictureFor,
  RETRY_AFTER_HEADER,
  type ScriptedServer,
  sendBytes,
  sendJson,
  startScriptedServer,
  UPSTREAM_MARKER,
  VALID_KEY,
} from './scripted-server.ts';

const error = (name: string, ...errors: string[]) => ({ id: 'a1b2c3d4e5f6', name, errors });

export function startStabilityFake(): Promise<ScriptedServer> {
  return startScriptedServer({
    async handle({ req, res, scene, url }) {
      if (bearer(req) !== VALID_KEY) return sendJson(res, 401, error('unauthorized', 'authorization: invalid or missing header value'));
      if (url.pathname !== '/v2beta/stable-image/generate/core') return sendJson(res, 404, error('not_found', `${url.pathname} not found`));
      if (!String(req.headers['content-type']).startsWith('multipart/form-data')) {
        return sendJson(res, 400, error('bad_request', 'content-type: must be multipart/form-data'));
      }
      if (req.headers.accept !== 'image/*') return sendJson(res, 400, error('bad_request', 'accept: must be image/* or application/json'));
      if (scene === 'rate_limited') {
        return sendJson(
          res,
          429,
          error('rate_limit_exceeded', 'You have exceeded the rate limit of 150 requests within a 10 second period'),
          RETRY_AFTER_HEADER,
        );
      }
      if (scene === 'server_error')
        return sendJson(res, 503, error('service_unavailable', `The service is temporarily unavailable ${UPSTREAM_MARKER}`));
      return sendBytes(res, 200, await pictureFor(scene), 'image/png', {
        'finish-reason': 'SUCCESS',
        seed: '343940597',
      });
    },
  });
}
