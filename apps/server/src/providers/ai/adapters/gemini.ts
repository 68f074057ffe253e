/**
 * Google Gemini through @google/genai: generateContent with responseMimeType application/json and a
 * responseSchema for copy; generateContent with IMAGE output (Gemini image models) for creatives.
 * httpOptions.baseUrl points it elsewhere; the SDK does not retry unless told to, and we don't.
 */
import { callToActions } from '@ads-creative/contracts/ads';
import { ApiError, type Content, FinishReason, GoogleGenAI, type Schema, Type } from '@google/genai';
import { type AdapterOptions, sdkTimeout } from '../adapter-options.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { createModelImageProvider } from '../model-image-provider.ts';
import { createModelTextProvider } from '../model-text-provider.ts';
import { httpFailureError } from '../provider-failure.ts';
import type { ImageProvider, TextProvider } from '../types.ts';
import { fieldDescriptions } from '../variation-json-schema.ts';

const client = (o: AdapterOptions) =>
  new GoogleGenAI({ apiKey: o.apiKey, httpOptions: { baseUrl: o.baseUrl, timeout: sdkTimeout(o.timeoutMs) } });

const fields = ['headline', 'primaryText', 'description', 'callToAction'];

export function geminiVariationsSchema(count: number): Schema {
  return {
    type: Type.OBJECT,
    required: ['variations'],
    properties: {
      variations: {
        type: Type.ARRAY,
        description: `Exactly ${count} distinct ad variations.`,
        minItems: String(count),
        maxItems: String(count),
        items: {
          type: Type.OBJECT,
          required: fields,
          propertyOrdering: fields,
          properties: {
            headline: { type: Type.STRING, description: fieldDescriptions.headline },
            primaryText: { type: Type.STRING, description: fieldDescriptions.primaryText },
            description: { type: Type.STRING, description: fieldDescriptions.description },
            callToAction: { type: Type.STRING, format: 'enum', enum: [...callToActions], description: fieldDescriptions.callToAction },
          },
        },
      },
    },
  };
}

interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: Array<{ '@type'?: string; reason?: string; retryDelay?: string }> };
}

/**
 * The SDK's ApiError carries the status and the JSON body as its message, not the headers; Google
 * says how long to wait in the body's RetryInfo ('7s'), and a bad key is a 400 with API_KEY_INVALID.
 */
function mapError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  let body: GoogleErrorBody = {};
  try {
    body = JSON.parse(err.message) as GoogleErrorBody;
  } catch {}
  const details = body.error?.details ?? [];
  const delay = details.find((d) => d['@type']?.endsWith('RetryInfo'))?.retryDelay;
  const seconds = delay ? Number.parseFloat(delay) : Number.NaN;
  const badKey = details.some((d) => d.reason === 'API_KEY_INVALID');
  return httpFailureError(
    'GEMINI',
    { status: err.status, reason: body.error?.message ?? err.message, retryAfterMs: Number.isFinite(seconds) ? seconds * 1000 : undefined },
    badKey ? 'auth' : undefined,
  );
}

const BLOCKED = new Set<string>([
  FinishReason.SAFETY,
  FinishReason.PROHIBITED_CONTENT,
  FinishReason.BLOCKLIST,
  FinishReason.SPII,
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
]);

function blocked(reason: string | undefined): AiProviderError {
  return new AiProviderError({
    provider: 'GEMINI',
    kind: 'bad_request',
    message: `Google Gemini blocked this request (${reason}). Please rephrase the prompt.`,
  });
}

export function createGeminiTextProvider(o: AdapterOptions): TextProvider {
  const ai = client(o);
  return createModelTextProvider({
    ...o,
    id: 'GEMINI',
    async transport({ system, messages, count, signal }) {
      const contents: Content[] = messages.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] }));
      try {
        const response = await ai.models.generateContent({
          model: o.model,
          contents,
          config: {
            systemInstruction: system,
            responseMimeType: 'application/json',
            responseSchema: geminiVariationsSchema(count),
            // Copywriting gains little from thinking on 2.5 Flash and pays for it in latency and tokens.
            ...(/^gemini-2\.5-flash(?!-image)/.test(o.model) ? { thinkingConfig: { thinkingBudget: 0 } } : {}),
            abortSignal: signal,
          },
        });
        const finish = response.candidates?.[0]?.finishReason;
        if (response.promptFeedback?.blockReason) throw blocked(response.promptFeedback.blockReason);
        if (finish && BLOCKED.has(finish)) throw blocked(finish);
        const text = response.text ?? '';
        const usage = response.usageMetadata;
        return {
          output: text,
          text,
          inputTokens: usage?.promptTokenCount,
          outputTokens: usage ? (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0) : undefined,
        };
      } catch (err) {
        throw mapError(err);
      }
    },
  });
}

export function createGeminiImageProvider(o: AdapterOptions): ImageProvider {
  const ai = client(o);
  return createModelImageProvider({
    ...o,
    id: 'GEMINI',
    async transport({ prompt, size, signal }) {
      try {
        const response = await ai.models.generateContent({
          model: o.model,
          contents: prompt,
          config: {
            responseModalities: ['IMAGE'],
            imageConfig: { aspectRatio: size === '1200x628' ? '16:9' : '1:1' },
            abortSignal: signal,
          },
        });
        const candidate = response.candidates?.[0];
        if (response.promptFeedback?.blockReason) throw blocked(response.promptFeedback.blockReason);
        if (candidate?.finishReason && BLOCKED.has(candidate.finishReason)) throw blocked(candidate.finishReason);
        const data = candidate?.content?.parts?.find((p) => p.inlineData?.data)?.inlineData?.data;
        return {
          bytes: data ? Buffer.from(data, 'base64') : new Uint8Array(),
          inputTokens: response.usageMetadata?.promptTokenCount,
          outputTokens: response.usageMetadata?.candidatesTokenCount,
        };
      } catch (err) {
        throw mapError(err);
      }
    },
  });
}
