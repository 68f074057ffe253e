/**
 * Decision 187: text providers (OpenAI, Gemini, Anthropic, HF…) get the generation guidance in their
 * prompt: the angles to lean on and avoid in the taxonomy's words, the hook and the length in
 * characters; without guidance the prompt is what it was.
 */
import { describe, expect, it } from 'vitest';
import { buildSystemPrompt, buildUserPrompt } from '../../src/providers/ai/prompt-builder.ts';
import type { TextGenerationRequest } from '../../src/providers/ai/types.ts';

const req = (over: Partial<TextGenerationRequest> = {}): TextGenerationRequest => ({
  prompt: 'Zen Tea, 20% off this week',
  language: 'en',
  promptStyle: 'dynamic',
  adType: 'PAGE_POST_AD',
  numberOfVariations: 3,
  ...over,
});

describe('guidance in the prompt', () => {
  it('names the angles to lean on and avoid, the hook and the length, before the brief', () => {
    const prompt = buildUserPrompt(
      req({ guidance: { angles: ['OFFER', 'SOCIAL_PROOF'], avoidAngles: ['QUESTION'], hook: 'NUMBER', length: 'SHORT' } }),
    );
    expect(prompt).toContain(
      [
        "Creative direction (from what works in the advertiser's own results):",
        '- Lean on these angles in every variation: Offer (a price, discount, free shipping or free trial, only as the brief states it); Social proof (reviews, customer counts, testimonials, only as the brief supports them).',
        '- Avoid these angles in every variation (no sentence of that kind, in any field): Question (asks the reader).',
        '- Open every primaryText with a number (a figure, a count or a percentage from the brief).',
        '- primaryText length: short: at most 80 characters.',
      ].join('\n'),
    );
    expect(prompt.indexOf('Creative direction')).toBeLessThan(prompt.indexOf("Advertiser's brief"));
  });

  it('says only what was asked: one line for a lone length, medium and long in characters', () => {
    const medium = buildUserPrompt(req({ guidance: { length: 'MEDIUM' } }));
    expect(medium).toContain(
      "Creative direction (from what works in the advertiser's own results):\n- primaryText length: medium: more than 80 and at most 200 characters.",
    );
    expect(medium).not.toContain('Lean on');
    expect(medium).not.toContain('Avoid these angles');
    expect(buildUserPrompt(req({ guidance: { length: 'LONG' } }))).toContain(
      '- primaryText length: long: more than 200 characters (3 to 5 sentences).',
    );
    expect(buildUserPrompt(req({ guidance: { hook: 'EMOJI' } }))).toContain(
      '- Open every primaryText with an emoji as the very first character.',
    );
  });

  it('tells the model every variation shares the asked angles, and lifts the 125-character advice for LONG', () => {
    const guided = buildSystemPrompt(req({ guidance: { angles: ['STORY'], length: 'LONG' } }));
    expect(guided).toContain('Every variation leans on the angles of the creative direction below');
    expect(guided).not.toContain('Give each variation its own angle');
    expect(guided).toContain('primaryText as long as the creative direction asks (never more than 2200)');
    expect(guided).not.toContain('ideally at most 125');
  });

  it('leaves the prompt as before without guidance', () => {
    const plain = req();
    expect(buildUserPrompt(plain)).not.toContain('Creative direction');
    expect(buildSystemPrompt(plain)).toContain('Give each variation its own angle');
    expect(buildSystemPrompt(plain)).toContain('primaryText ideally at most 125 characters');
  });
});
