/**
 * A local Anthropic Messages API: POST /v1/messages checks the key and answers a message whose
 * content is a tool_use block for the forced tool, with usage. Errors as
 * `{ type: 'error', error: { type, message } }`; 'malformed' is the real failure of a model that
 * sends the nested array as a JSON string.
 */
import {
  bearer,
  goodVariations,
  RETRY_AFTER_HEADER,
  type ScriptedServer,
  sendJson,
  startScriptedServer,
  UPSTREAM_MARKER,
  VALID_KEY,
  variationsFor,
} from './scripted-server.ts';

export const ANTHROPIC_USAGE = { input_tokens: 1500, output_tokens: 600 };

const error = (type: string, message: string) => ({ type: 'error', error: { type, message } });

export function startAnthropicFake(): Promise<ScriptedServer> {
  return startScriptedServer({
    handle({ req, res, scene, record, url }) {
      // The API takes the key as x-api-key or, as this SDK version sends it, as a bearer token.
      if ((req.headers['x-api-key'] ?? bearer(req)) !== VALID_KEY)
        return sendJson(res, 401, error('authentication_error', 'invalid x-api-key'));
      if (url.pathname !== '/v1/messages') return sendJson(res, 404, error('not_found_error', `Not found: ${url.pathname}`));
      if (scene === 'rate_limited') {
        return sendJson(
          res,
          429,
          error('rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit'),
          RETRY_AFTER_HEADER,
        );
      }
      if (scene === 'server_error') return sendJson(res, 529, error('overloaded_error', `Overloaded ${UPSTREAM_MARKER}`));
      const body = record.json as { model?: string; tools?: Array<{ name: string }>; tool_choice?: { name?: string } };
      const toolName = body?.tool_choice?.name ?? body?.tools?.[0]?.name ?? 'tool';
      const input =
        scene === 'malformed' ? { variations: JSON.stringify(goodVariations()).slice(0, 80) } : { variations: variationsFor(scene) };
      return sendJson(res, 200, {
        id: `msg_${record.at.toFixed(0)}`,
        type: 'message',
        role: 'assistant',
        model: body?.model ?? 'claude-haiku-4-5',
        content: [{ type: 'tool_use', id: `toolu_${record.at.toFixed(0)}`, name: toolName, input }],
        stop_reason: 'tool_use',
        stop_sequence: null,
        usage: { ...ANTHROPIC_USAGE, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      });
    },
  });
}
