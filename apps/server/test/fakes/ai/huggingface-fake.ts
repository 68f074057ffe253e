/**
 * A local Hugging Face Inference Providers router: POST /v1/chat/completions (OpenAI wire format)
 * and POST /hf-inference/models/{org}/{model} (text-to-image, answering the image bytes).
 * Errors as `{ error: "..." }`, the router's shape. `resultUrl`, when set, makes text-to-image
 * answer `{ output: [resultUrl] }` (a URL answer, as some providers give) instead of the bytes, and
 * GET /files/redirect?to=<url> answers 302 to <url>.
 */
import {
  bearer,
  pictureFor,
  RETRY_AFTER_HEADER,
  redirectIfAsked,
  type ScriptedServer,
  sendBytes,
  sendJson,
  startScriptedServer,
  UPSTREAM_MARKER,
  VALID_KEY,
  variationsText,
} from './scripted-server.ts';

export const HF_USAGE = { prompt_tokens: 900, completion_tokens: 350 };

export interface HuggingFaceFake extends ScriptedServer {
  resultUrl?: string;
}

export async function startHuggingFaceFake(): Promise<HuggingFaceFake> {
  const fake: HuggingFaceFake = await startScriptedServer({
    async handle({ req, res, scene, record, url }) {
      if (redirectIfAsked(url, res)) return;
      if (bearer(req) !== VALID_KEY) return sendJson(res, 401, { error: 'Invalid credentials in Authorization header' });
      if (scene === 'rate_limited') {
        return sendJson(
          res,
          429,
          { error: 'You have exceeded your monthly included credits for Inference Providers.' },
          RETRY_AFTER_HEADER,
        );
      }
      if (scene === 'server_error') return sendJson(res, 503, { error: `Service Unavailable ${UPSTREAM_MARKER}` });
      const body = record.json as { model?: string };
      if (url.pathname === '/v1/chat/completions') {
        const content = variationsText(scene);
        return sendJson(res, 200, {
          id: `chatcmpl-${record.at.toFixed(0)}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body?.model ?? 'unknown',
          system_fingerprint: null,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
          usage: { ...HF_USAGE, total_tokens: HF_USAGE.prompt_tokens + HF_USAGE.completion_tokens },
        });
      }
      if (url.pathname.startsWith('/hf-inference/models/')) {
        if (fake.resultUrl) return sendJson(res, 200, { output: [fake.resultUrl] });
        return sendBytes(res, 200, await pictureFor(scene), scene === 'ok' ? 'image/png' : 'image/jpeg');
      }
      return sendJson(res, 404, { error: `Not Found: ${url.pathname}` });
    },
  });
  return fake;
}
