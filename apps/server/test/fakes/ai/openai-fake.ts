/**
 * A local OpenAI API (also the shape of OpenAI-compatible servers): POST /v1/chat/completions
 * answering a chat.completion whose message content is the JSON text, and POST
 * /v1/images/generations answering base64 images. Errors as `{ error: { message, type, code } }`.
 */
import {
  bearer,
  pictureFor,
  RETRY_AFTER_HEADER,
  type ScriptedServer,
  sendJson,
  startScriptedServer,
  UPSTREAM_MARKER,
  VALID_KEY,
  variationsText,
} from './scripted-server.ts';

export const OPENAI_USAGE = { prompt_tokens: 1200, completion_tokens: 400 };
export const OPENAI_IMAGE_USAGE = { input_tokens: 60, output_tokens: 4160 };

const error = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

export function startOpenAiFake(): Promise<ScriptedServer> {
  return startScriptedServer({
    async handle({ req, res, scene, record, url }) {
      const key = bearer(req);
      if (key !== VALID_KEY) {
        return sendJson(
          res,
          401,
          error(
            `Incorrect API key provided: ${key ?? ''}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            'invalid_request_error',
            'invalid_api_key',
          ),
        );
      }
      if (scene === 'rate_limited') {
        return sendJson(
          res,
          429,
          error('Rate limit reached for requests per min (RPM): Limit 3, Used 3.', 'requests', 'rate_limit_exceeded'),
          RETRY_AFTER_HEADER,
        );
      }
      if (scene === 'server_error')
        return sendJson(res, 503, error(`The server is overloaded or not ready yet. ${UPSTREAM_MARKER}`, 'server_error', null));
      const body = record.json as { model?: string };

      if (url.pathname === '/v1/chat/completions') {
        const content = variationsText(scene);
        return sendJson(res, 200, {
          id: `chatcmpl-${record.at.toFixed(0)}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body?.model ?? 'gpt-4.1-mini',
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
          usage: { ...OPENAI_USAGE, total_tokens: OPENAI_USAGE.prompt_tokens + OPENAI_USAGE.completion_tokens },
        });
      }
      if (url.pathname === '/v1/images/generations') {
        const bytes = await pictureFor(scene);
        return sendJson(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: bytes.toString('base64') }],
          usage: { ...OPENAI_IMAGE_USAGE, total_tokens: 4220, input_tokens_details: { text_tokens: 60, image_tokens: 0 } },
        });
      }
      return sendJson(res, 404, error(`Invalid URL (${req.method} ${url.pathname})`, 'invalid_request_error', null));
    },
  });
}
