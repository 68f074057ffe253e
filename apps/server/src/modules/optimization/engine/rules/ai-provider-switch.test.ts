import { describe, expect, it } from 'vitest';
import { ad, campaign, lastDays, row, snapshot } from '../fixtures.ts';
import type { ProviderCalls } from '../snapshot.ts';
import { aiProviderSwitch } from './ai-provider-switch.ts';

const calls = (provider: ProviderCalls['provider'], n: number, successes: number, selected: number): ProviderCalls => ({
  provider,
  calls: n,
  successes,
  selected,
  costUsd: n * 0.01,
});
// OpenAI (the default): 8 of 40 chosen (20 %); Gemini: 20 of 40 (50 %), all 40 calls succeeded.
const openai = calls('OPENAI', 40, 40, 8);
const gemini = calls('GEMINI', 40, 40, 20);

describe('AI_PROVIDER_SWITCH', () => {
  it('switches the default to the provider whose contents are chosen credibly more often', () => {
    const [rec, ...rest] = aiProviderSwitch(snapshot({ defaultProvider: 'OPENAI', providerCalls: [openai, gemini] }));
    expect(rest).toEqual([]);
    expect(rec.targetEntity).toEqual({ kind: 'provider', id: 'OPENAI', name: 'Default AI provider (OpenAI)' });
    expect(rec.action).toEqual({ kind: 'provider_switch', from: 'OPENAI', to: 'GEMINI' });
    expect(rec.category).toBe('AI Optimization');
    // 50 % / 20 % − 1 = +150 %; P(Beta(21, 21) > Beta(9, 33)) ≈ 0.998 × 0.8.
    expect(rec.expectedImpact).toMatchObject({ metric: 'selection_rate', expectedChange: 150, changeType: 'increase' });
    expect(rec.expectedImpact.confidence).toBeCloseTo(0.8, 2);
    expect(rec.title).toBe('Switch your default AI provider from OpenAI to Google Gemini');
  });

  it('takes the most used provider as current when no default is set', () => {
    const [rec] = aiProviderSwitch(snapshot({ providerCalls: [gemini, calls('OPENAI', 60, 60, 12)] }));
    expect(rec.action).toEqual({ kind: 'provider_switch', from: 'OPENAI', to: 'GEMINI' });
  });

  it('does not switch to an unreliable provider (40 of 50 calls succeeded)', () => {
    expect(aiProviderSwitch(snapshot({ defaultProvider: 'OPENAI', providerCalls: [openai, calls('GEMINI', 50, 40, 20)] }))).toEqual([]);
  });

  it('does not switch to a provider the user cannot use', () => {
    expect(
      aiProviderSwitch(snapshot({ defaultProvider: 'OPENAI', providerCalls: [openai, gemini], availableProviders: ['OPENAI'] })),
    ).toEqual([]);
  });

  it('needs 20 successful calls on each side', () => {
    expect(aiProviderSwitch(snapshot({ defaultProvider: 'OPENAI', providerCalls: [openai, calls('GEMINI', 10, 10, 9)] }))).toEqual([]);
  });

  it('does not switch when the ads of its contents have a credibly lower CTR', () => {
    const adOf = (id: number, provider: 'OPENAI' | 'GEMINI', clicks: number) =>
      ad(
        id,
        lastDays(10).map((date) => row(date, { impressions: 1000, clicks })),
        { selectedContent: { contentId: id, provider, format: 'text' } },
      );
    const c = campaign(1, [1, 2, 3].map((id) => adOf(id, 'OPENAI', 20)).concat([4, 5, 6].map((id) => adOf(id, 'GEMINI', 10))));
    expect(aiProviderSwitch(snapshot({ defaultProvider: 'OPENAI', providerCalls: [openai, gemini], campaigns: [c] }))).toEqual([]);
  });
});

describe('AI_PROVIDER_SWITCH when nothing of the default is ever chosen', () => {
  it('compares posterior means: 0 of 40 against 20 of 40 is (21/42) / (1/42) − 1 = +2,000 %', () => {
    const [rec] = aiProviderSwitch(
      snapshot({ defaultProvider: 'OPENAI', providerCalls: [calls('OPENAI', 40, 40, 0), calls('GEMINI', 40, 40, 20)] }),
    );
    expect(rec.action).toEqual({ kind: 'provider_switch', from: 'OPENAI', to: 'GEMINI' });
    expect(rec.expectedImpact.expectedChange).toBe(2000);
  });
});
