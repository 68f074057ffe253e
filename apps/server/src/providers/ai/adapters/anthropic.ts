/**
 * Anthropic Claude through the official SDK: messages.create with one tool whose input_schema is
 * the variations schema and tool_choice forcing it, so the answer arrives as structured tool input.
 * Text only (Anthropic has no image generation). SDK retries are off; model-text-provider retries.
 */
import Anthropic from '@anthropic-ai/sdk';
import { type AdapterOptions, sdkTimeout } from '../adapter-options.ts';
import { createModelTextProvider } from '../model-text-provider.ts';
import { httpFailureError, retryAfterMs } from '../provider-failure.ts';
import { pinnedFetch } from '../provider-fetch.ts';
import type { TextProvider } from '../types.ts';
import { variationsJsonSchema } from '../variation-json-schema.ts';

export const ANTHROPIC_TOOL_NAME = 'submit_ad_variations';
const MAX_TOKENS = 4096;

function mapError(err: unknown): unknown {
  if (err instanceof Anthropic.APIError && typeof err.status === 'number') {
    return httpFailureError('ANTHROPIC', {
      status: err.status,
      reason: err.apiMessage ?? err.message,
      retryAfterMs: retryAfterMs(err.headers),
    });
  }
  return err;
}

export function createAnthropicTextProvider(o: AdapterOptions): TextProvider {
  // Requests stay under ANTHROPIC_BASE_URL and redirects are not followed (provider-fetch.ts).
  const anthropic = new Anthropic({
    apiKey: o.apiKey,
    baseURL: o.baseUrl,
    timeout: sdkTimeout(o.timeoutMs),
    maxRetries: 0,
    fetch: pinnedFetch('ANTHROPIC', o.baseUrl),
  });
  return createModelTextProvider({
    ...o,
    id: 'ANTHROPIC',
    async transport({ system, messages, count, signal }) {
      try {
        const message = await anthropic.messages.create(
          {
            model: o.model,
            max_tokens: MAX_TOKENS,
            system,
            messages,
            tools: [
              {
                name: ANTHROPIC_TOOL_NAME,
                description: 'Submit the finished ad variations.',
                input_schema: variationsJsonSchema(count) as unknown as Anthropic.Tool.InputSchema,
              },
            ],
            tool_choice: { type: 'tool', name: ANTHROPIC_TOOL_NAME, disable_parallel_tool_use: true },
          },
          { signal },
        );
        const tool = message.content.find((block) => block.type === 'tool_use');
        const prose = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
        return {
          output: tool ? tool.input : prose,
          text: tool ? JSON.stringify(tool.input) : prose,
          inputTokens: message.usage.input_tokens,
          outputTokens: message.usage.output_tokens,
        };
      } catch (err) {
        throw mapError(err);
      }
    },
  });
}
