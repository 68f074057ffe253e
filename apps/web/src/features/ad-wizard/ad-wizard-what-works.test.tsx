/**
 * 'Use what works' (decision 187): the AI Setup step fills the guidance from the account's WINNER and LOSER
 * verdicts (GET /api/analytics/creative, CTR over 90 days), shows it before generating, lets the user remove any
 * part of it, and sends it with the generate request; without verdicts it says so and fills nothing.
 */
import type { CreativeAnalytics, CreativeDimension, CreativeValueResult } from '@ads-creative/contracts/creative-analytics';
import { generationMessages } from '@ads-creative/contracts/generation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { generated, toStepTwo, wizardServer } from './testing.tsx';
import { guidanceFromVerdicts } from './what-works-guidance.ts';

vi.setConfig({ testTimeout: 30_000 });

const value = (v: string, verdict: CreativeValueResult['verdict'], liftVsRest: number | null = null): CreativeValueResult => ({
  value: v,
  ads: 4,
  impressions: 20_000,
  clicks: 300,
  spend: 120,
  conversions: 6,
  conversionValue: 300,
  ctr: 1.5,
  ctrLow: 1.2,
  ctrHigh: 1.8,
  cpc: 0.4,
  cpa: 20,
  roas: 2.5,
  restValue: 1.2,
  liftVsRest,
  liftLow: liftVsRest === null ? null : liftVsRest - 20,
  liftHigh: liftVsRest === null ? null : liftVsRest + 20,
  verdict,
  reason: verdict === 'NOT_ENOUGH_DATA' ? 'IMPRESSIONS' : null,
});

const analytics = (dims: Partial<Record<CreativeDimension, CreativeValueResult[]>>): CreativeAnalytics => ({
  meta: {
    timeRange: '90d',
    since: '2026-08-31',
    until: '2026-11-28',
    previousSince: '2026-06-02',
    previousUntil: '2026-08-30',
    timezone: 'UTC',
    currency: 'USD',
    unconvertedCurrencies: [],
    metricsSources: ['sandbox'],
  },
  metric: 'CTR',
  minImpressions: 1000,
  minAds: 3,
  taggedAds: 24,
  untaggedAds: 0,
  dimensions: Object.entries(dims).map(([dimension, values]) => ({ dimension: dimension as CreativeDimension, values: values ?? [] })),
});

const winning = analytics({
  angle: [
    value('SOCIAL_PROOF', 'WINNER', 40),
    value('OFFER', 'WINNER', 107),
    value('QUESTION', 'LOSER', -35),
    value('STORY', 'UNCLEAR', 10),
    value('FEATURE', 'NOT_ENOUGH_DATA'),
  ],
  hook: [value('NUMBER', 'WINNER', 25), value('QUESTION', 'LOSER', -20)],
  length: [value('SHORT', 'UNCLEAR', 5), value('LONG', 'LOSER', -30)],
});

describe('guidanceFromVerdicts', () => {
  it('leans on the winning angles by lift, avoids the losing ones, takes the winning hook and length', () => {
    expect(guidanceFromVerdicts(winning)).toEqual({ angles: ['OFFER', 'SOCIAL_PROOF'], avoidAngles: ['QUESTION'], hook: 'NUMBER' });
    expect(
      guidanceFromVerdicts(
        analytics({
          angle: [value('QUESTION', 'LOSER', -10)],
          hook: [value('QUESTION', 'WINNER', 30)],
          length: [value('MEDIUM', 'WINNER', 12)],
        }),
      ),
    ).toEqual({ avoidAngles: ['QUESTION'], length: 'MEDIUM' });
  });

  it('suggests nothing from unclear or thin results', () => {
    expect(guidanceFromVerdicts(analytics({ angle: [value('OFFER', 'UNCLEAR', 30), value('STORY', 'NOT_ENOUGH_DATA')] }))).toBeNull();
    expect(guidanceFromVerdicts(analytics({}))).toBeNull();
  });
});

describe("the wizard's 'Use what works'", () => {
  it('fills the guidance from the verdicts, lets the user change it, and sends it with the generate request', async () => {
    const server = wizardServer({ 'GET /api/analytics/creative': () => ({ body: winning }), 'POST /api/ads/generate': () => generated() });
    const { user } = renderApp('/ad/create');
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: generationMessages.useWhatWorks }));

    await screen.findByLabelText('Guidance');
    const row = (name: string) => screen.getByRole('group', { name });
    const chips = (name: string) => Array.from(row(name).querySelectorAll('.mantine-Pill-label')).map((c) => c.textContent);
    expect(chips('Lean on')).toEqual(['Offer', 'Social proof']);
    expect(chips('Avoid')).toEqual(['Question']);
    expect(chips('Hook and length')).toEqual(['Number hook']);
    expect(row('Lean on')).toHaveTextContent(/^Lean on:/);
    const [request] = server.requests('GET', '/api/analytics/creative');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ timeRange: '90d', metric: 'CTR' });

    await user.click(within(row('Lean on')).getByRole('button', { name: 'Remove Social proof (Lean on)' }));
    expect(chips('Lean on')).toEqual(['Offer']);

    await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
    expect(await screen.findByText(generationMessages.generateSuccess)).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/generate')[0]).toMatchObject({
      guidance: { angles: ['OFFER'], avoidAngles: ['QUESTION'], hook: 'NUMBER' },
    });
  });

  it('says there is not enough evidence and fills nothing without verdicts', async () => {
    const server = wizardServer({
      'GET /api/analytics/creative': () => ({ body: analytics({ angle: [value('OFFER', 'NOT_ENOUGH_DATA')] }) }),
      'POST /api/ads/generate': () => generated(),
    });
    const { user } = renderApp('/ad/create');
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: generationMessages.useWhatWorks }));
    expect(await screen.findByText(generationMessages.noEvidenceForGuidance)).toBeInTheDocument();
    expect(screen.queryByLabelText('Guidance')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
    expect(await screen.findByText(generationMessages.generateSuccess)).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/generate')[0]).not.toHaveProperty('guidance');
  });

  it('sends no guidance once the user clears it', async () => {
    const server = wizardServer({ 'GET /api/analytics/creative': () => ({ body: winning }), 'POST /api/ads/generate': () => generated() });
    const { user } = renderApp('/ad/create');
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: generationMessages.useWhatWorks }));
    await screen.findByLabelText('Guidance');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByLabelText('Guidance')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
    expect(await screen.findByText(generationMessages.generateSuccess)).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/generate')[0]).not.toHaveProperty('guidance');
  });
});
