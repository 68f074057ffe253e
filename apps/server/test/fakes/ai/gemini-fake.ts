/**
 * A local Gemini API: POST /v1beta/models/{model}:generateContent with the key in x-goog-api-key.
 * Text answers carry the JSON in candidates[0].content.parts[0].text; with responseModalities IMAGE
 * the picture comes as inlineData. Errors are Google RPC errors: a bad key is 400 API_KEY_INVALID,
 * a 429 says how long to wait in RetryInfo.retryDelay.
 */
import {
  pictureFor,
  RETRY_AFTER_SECONDS,
  type ScriptedServer,
  sendJson,
  startScriptedServer,
  UPSTREAM_MARKER,
  VALID_KEY,
  variationsText,
} from './scripted-server.ts';

export const GEMINI_USAGE = { promptTokenCount: 1100, candidatesTokenCount: 500 };

export function startGeminiFake(): Promise<ScriptedServer> {
  return startScriptedServer({
    async handle({ req, res, scene, record, url }) {
      if (req.headers['x-goog-api-key'] !== VALID_KEY) {
        return sendJson(res, 400, {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
              {
                '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
                locale: 'en-US',
                message: 'API key not valid. Please pass a valid API key.',
              },
            ],
          },
        });
      }
      const match = /^\/v1beta\/models\/([^:]+):generateContent$/.exec(url.pathname);
      if (!match) return sendJson(res, 404, { error: { code: 404, message: `Not found: ${url.pathname}`, status: 'NOT_FOUND' } });
      if (scene === 'rate_limited') {
        return sendJson(res, 429, {
          error: {
            code: 429,
            message: 'You exceeded your current quota, please check your plan and billing details.',
            status: 'RESOURCE_EXHAUSTED',
            details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${RETRY_AFTER_SECONDS}s` }],
          },
        });
      }
      if (scene === 'server_error') {
        return sendJson(res, 503, {
          error: { code: 503, message: `The model is overloaded. Please try again later. ${UPSTREAM_MARKER}`, status: 'UNAVAILABLE' },
        });
      }
      const body = record.json as { generationConfig?: { responseModalities?: string[] } };
      const wantsImage = body?.generationConfig?.responseModalities?.includes('IMAGE');
      const parts = wantsImage
        ? [{ inlineData: { mimeType: 'image/png', data: (await pictureFor(scene)).toString('base64') } }]
        : [{ text: variationsText(scene) }];
      return sendJson(res, 200, {
        candidates: [{ content: { parts, role: 'model' }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { ...GEMINI_USAGE, totalTokenCount: GEMINI_USAGE.promptTokenCount + GEMINI_USAGE.candidatesTokenCount },
        modelVersion: match[1],
        responseId: `resp-${record.at.toFixed(0)}`,
      });
    },
  });
}
