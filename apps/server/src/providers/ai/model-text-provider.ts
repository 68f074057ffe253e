/**
 * The part every model-backed text adapter shares: build the prompts, call the model through the
 * adapter's transport with a deadline and our one retry, validate the answer, ask once for a repair
 * when it is unusable, then fail with 'invalid_output'. Usage (tokens over all attempts, latency,
 * cost) comes back with the result, and on the error too.
 */
import { type ModelProviderOptions, startModelCallMeter } from './model-call-meter.ts';
import { parseVariations } from './parse-variations.ts';
import { textCost } from './prices.ts';
import { buildRepairPrompt, buildSystemPrompt, buildUserPrompt } from './prompt-builder.ts';
import { invalidOutputError } from './provider-failure.ts';
import type { AiCallContext, AiUsage, TextGenerationRequest, TextGenerationResult, TextProvider } from './types.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TextModelCall {
  system: string;
  messages: ChatTurn[];
  count: number;
  signal: AbortSignal;
}

export interface TextModelAnswer {
  /** Parsed JSON when the provider returns structured data (a tool input), else the raw text. */
  output: unknown;
  /** The answer as text, replayed to the model in the repair turn. */
  text: string;
  inputTokens?: number;
  outputTokens?: number;
}

/** One HTTP request to the model; throws AiProviderError (or anything, mapped by the caller). */
export type TextModelTransport = (call: TextModelCall) => Promise<TextModelAnswer>;

export interface ModelTextProviderOptions extends ModelProviderOptions {
  transport: TextModelTransport;
}

export function createModelTextProvider(opts: ModelTextProviderOptions): TextProvider {
  return {
    id: opts.id,
    model: opts.model,
    async generateVariations(req: TextGenerationRequest, ctx: AiCallContext = {}): Promise<TextGenerationResult> {
      const meter = startModelCallMeter(opts, ctx);
      const usage = (): AiUsage => ({
        ...meter.usage('text'),
        // No request, no cost; requests without token counts (some compatible servers) cost an unknown amount.
        costUsd:
          meter.attempts === 0
            ? 0
            : meter.inputTokens === undefined && meter.outputTokens === undefined
              ? null
              : textCost(opts.prices, opts.model, meter.inputTokens, meter.outputTokens),
      });

      const call = (messages: ChatTurn[]) =>
        meter.send((signal) => opts.transport({ system: buildSystemPrompt(req), messages, count: req.numberOfVariations, signal }));

      try {
        const messages: ChatTurn[] = [{ role: 'user', content: buildUserPrompt(req) }];
        const first = await call(messages);
        const firstParse = parseVariations(first.output, req);
        if (firstParse.ok) return { variations: firstParse.variations, usage: usage() };

        messages.push(
          { role: 'assistant', content: first.text || '(empty answer)' },
          { role: 'user', content: buildRepairPrompt(req, firstParse.problems) },
        );
        const second = await call(messages);
        const secondParse = parseVariations(second.output, req);
        if (secondParse.ok) return { variations: secondParse.variations, usage: usage() };
        throw invalidOutputError(opts.id, secondParse.problems);
      } catch (err) {
        throw meter.failure(err, usage());
      }
    },
  };
}
