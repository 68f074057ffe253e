/**
 * The variations' JSON Schema as each provider's structured-output feature wants it: OpenAI strict
 * json_schema, Anthropic tool input_schema, and (in adapters/gemini.ts) Gemini's responseSchema.
 * The source of truth stays adCopySchema in contracts; this only steers the model.
 */
import { callToActions } from '@ads-creative/contracts/ads';
import { DESCRIPTION_LIMIT, HEADLINE_LIMIT, PRIMARY_TEXT_RECOMMENDED } from '@ads-creative/contracts/ai';

export const VARIATIONS_SCHEMA_NAME = 'ad_variations';

export const fieldDescriptions = {
  headline: `Ad headline, at most ${HEADLINE_LIMIT} characters.`,
  primaryText: `Primary text (the ad body) shown above the image, ideally at most ${PRIMARY_TEXT_RECOMMENDED} characters.`,
  description: `Link description under the headline, at most ${DESCRIPTION_LIMIT} characters.`,
  callToAction: 'Call-to-action button code.',
} as const;

/** Strict-mode compatible: every property required, no additionalProperties, no length keywords. */
export function variationsJsonSchema(count: number) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['variations'],
    properties: {
      variations: {
        type: 'array',
        description: `Exactly ${count} distinct ad variations.`,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['headline', 'primaryText', 'description', 'callToAction'],
          properties: {
            headline: { type: 'string', description: fieldDescriptions.headline },
            primaryText: { type: 'string', description: fieldDescriptions.primaryText },
            description: { type: 'string', description: fieldDescriptions.description },
            callToAction: { type: 'string', enum: [...callToActions], description: fieldDescriptions.callToAction },
          },
        },
      },
    },
  } as const;
}

/** The chat-completions `response_format` (OpenAI and OpenAI-style APIs such as Hugging Face's router). */
export function variationsResponseFormat(count: number) {
  return {
    type: 'json_schema' as const,
    json_schema: {
      name: VARIATIONS_SCHEMA_NAME,
      strict: true,
      schema: variationsJsonSchema(count) as unknown as Record<string, unknown>,
    },
  };
}
