import { campaignObjectives } from '@ads-creative/contracts/campaigns';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../lib/calendar.ts';
import type { PlannedCall } from './demo-ai-runs.ts';
import { planDemo } from './demo-plan.ts';
import { demoCampaignDays } from './demo-series.ts';
import type { DemoOptions, PlannedCampaign } from './demo-types.ts';

const TODAY = '2026-06-28';
const options: DemoOptions = { seed: 1, scale: 1, days: 365, fullHistory: false, today: TODAY };
const plan = planDemo(options);
const ads = plan.flatMap((c) => c.ads);
const calls = (c: PlannedCampaign[]): PlannedCall[] =>
  c
    .flatMap((x) => x.ads)
    .flatMap((a) => [
      ...a.generation.failedCalls,
      ...a.generation.runs.flatMap((r) => [r.text, ...r.contents.flatMap((content) => (content.image ? [content.image.call] : []))]),
    ]);
const series = (c: PlannedCampaign) => demoCampaignDays(c, { campaignId: 1, adIds: c.ads.map((_, i) => i + 1) }, TODAY, options.seed);

describe('the demo plan', () => {
  it('is the same for the same seed and day, and another seed gives another demo', () => {
    expect(planDemo(options)).toEqual(plan);
    expect(planDemo({ ...options, seed: 2 })).not.toEqual(plan);
  });

  it('has 20 campaigns per scale, the smaller demo being the start of the larger one', () => {
    expect(plan).toHaveLength(20);
    const larger = planDemo({ ...options, scale: 3 });
    expect(larger).toHaveLength(60);
    expect(larger.slice(0, 20)).toEqual(plan);
    expect(new Set(larger.map((c) => c.name)).size).toBe(60);
  });

  it('covers every objective, mixed statuses, daily and lifetime budgets', () => {
    expect(new Set(plan.map((c) => c.objective))).toEqual(new Set(campaignObjectives));
    const statuses = plan.map((c) => c.status);
    expect(statuses.filter((s) => s === 'ACTIVE')).toHaveLength(10);
    expect(new Set(statuses)).toEqual(new Set(['ACTIVE', 'PAUSED', 'COMPLETED', 'DRAFT', 'FAILED']));
    expect(new Set(plan.map((c) => c.budgetType))).toEqual(new Set(['DAILY', 'LIFETIME']));
    for (const c of plan) {
      expect(c.budgetType === 'DAILY' ? c.dailyBudget : c.totalBudget).toBeGreaterThan(0);
      expect(c.budgetType === 'DAILY' ? c.totalBudget : c.dailyBudget).toBeNull();
      if (c.startDate && c.endDate) expect(c.endDate >= c.startDate).toBe(true);
    }
  });

  it('delivers only within the year up to today, and only for campaigns that ran', () => {
    const first = addDays(TODAY, -364);
    for (const c of plan) {
      if (c.status === 'DRAFT' || c.status === 'FAILED') {
        expect(c.delivery).toBeNull();
        expect(series(c)).toEqual([]);
        continue;
      }
      const delivery = c.delivery as NonNullable<typeof c.delivery>;
      expect(delivery.from >= first && delivery.to <= TODAY).toBe(true);
      if (c.status === 'ACTIVE') expect(delivery.to).toBe(TODAY);
      else expect(delivery.to < TODAY).toBe(true);
      for (const ad of c.ads) {
        if (!ad.delivery || !c.delivery) continue;
        expect(ad.delivery.from >= c.delivery.from && ad.delivery.to <= c.delivery.to).toBe(true);
      }
    }
  });

  it('has a few poor performers: a lead or install campaign that spends and converts nothing, one with a very low CTR', () => {
    const noConversions = plan.filter((c) => c.health === 'no_conversions');
    expect(noConversions).toHaveLength(1);
    const broken = noConversions[0] as PlannedCampaign;
    expect(['LEAD_GENERATION', 'APP_INSTALLS']).toContain(broken.objective);
    const rows = series(broken);
    expect(rows.reduce((s, r) => s + Number(r.spend), 0)).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.conversions, 0)).toBe(0);

    const lowCtr = plan.filter((c) => c.health === 'low_ctr');
    expect(lowCtr).toHaveLength(1);
    const weak = series(lowCtr[0] as PlannedCampaign);
    const healthy = plan.filter((c) => c.health === 'healthy').flatMap(series);
    const ctr = (rs: typeof weak) => rs.reduce((s, r) => s + r.clicks, 0) / rs.reduce((s, r) => s + r.impressions, 0);
    expect(ctr(weak)).toBeLessThan(ctr(healthy) / 2);
  });

  it('scaled one healthy sales campaign on a daily budget by the largest step, 21 days before today, after 14 days of delivery', () => {
    const scaled = plan.filter((c) => c.budgetChange);
    expect(scaled).toHaveLength(1);
    const c = scaled[0] as PlannedCampaign;
    const change = c.budgetChange as NonNullable<PlannedCampaign['budgetChange']>;
    expect(c).toMatchObject({ health: 'healthy', budgetType: 'DAILY' });
    expect(['CONVERSIONS', 'CATALOG_SALES']).toContain(c.objective);
    expect(change.on).toBe(addDays(TODAY, -21));
    expect(c.dailyBudget).toBe(Math.floor(change.before * 120) / 100);
    expect(c.budgetPerDay).toBe(c.dailyBudget);
    expect((c.delivery?.from as string) <= addDays(change.on, -14)).toBe(true);
    expect((c.delivery?.to as string) >= addDays(change.on, 13)).toBe(true);
  });

  it('logs AI calls of all six providers, with costs, durations and some failures that saved nothing', () => {
    const all = calls(plan);
    expect(new Set(all.map((c) => c.provider))).toEqual(
      new Set(['OPENAI', 'GEMINI', 'ANTHROPIC', 'HUGGINGFACE', 'FAL_AI', 'STABLE_DIFFUSION']),
    );
    expect(new Set(all.map((c) => c.kind))).toEqual(new Set(['text', 'image']));
    for (const c of all) {
      expect(c.latencyMs).toBeGreaterThan(0);
      expect(c.costUsd).not.toBeNull();
      expect(c.success).toBe(c.errorClass === null);
    }
    const failed = all.filter((c) => !c.success);
    expect(failed.length).toBeGreaterThan(0);
    // Every failed call belongs to a run that saved nothing.
    const unsaved = new Set(ads.flatMap((a) => a.generation.failedCalls));
    expect(failed.every((c) => unsaved.has(c))).toBe(true);
  });

  it('gives ads contents of every type the schema holds, at most one chosen, whose calls are marked selected and whose copy the ad shows', () => {
    const contents = ads.flatMap((a) => a.generation.runs.flatMap((r) => r.contents));
    expect(contents.some((c) => c.description !== null)).toBe(true);
    expect(contents.some((c) => c.description === null)).toBe(true);
    expect(contents.some((c) => c.callToAction !== null)).toBe(true);
    expect(contents.some((c) => c.image !== null)).toBe(true);
    expect(contents.some((c) => c.image === null)).toBe(true);
    expect(ads.some((a) => a.generation.runs.length === 0)).toBe(true); // written by hand

    for (const ad of ads) {
      const selected = ad.generation.runs.flatMap((r) => r.contents.filter((c) => c.selected));
      expect(selected.length).toBeLessThanOrEqual(1);
      const chosen = selected[0];
      if (!chosen) {
        expect(ad.generation.copyProvider).toBeNull();
        continue;
      }
      expect(ad.copy.headline).toBe(chosen.title);
      expect(ad.copy.primaryText).toBe(chosen.body);
      expect(ad.generation.creative).toEqual(chosen.image?.creative ?? null);
      const run = ad.generation.runs.find((r) => r.contents.includes(chosen));
      expect(run?.text.selected).toBe(true);
      if (chosen.image) expect(chosen.image.call.selected).toBe(true);
    }
    expect(ads.some((a) => a.generation.runs.length > 0 && a.generation.copyProvider === null)).toBe(true); // options seen, none kept
  });

  it('dates every content and call before today, and after its campaign was created', () => {
    const midnight = new Date(`${TODAY}T00:00:00Z`);
    for (const c of plan) {
      for (const ad of c.ads) {
        expect(ad.createdAt <= midnight && ad.createdAt > c.createdAt).toBe(true);
        for (const call of calls([{ ...c, ads: [ad] }])) expect(call.at <= midnight).toBe(true);
      }
    }
  });

  it('with full history, every campaign and ad delivers every day: campaigns × ads × days rows', () => {
    const bench = planDemo({ ...options, scale: 1, adsPerCampaign: 3, days: 30, fullHistory: true });
    expect(bench.every((c) => c.ads.length === 3)).toBe(true);
    const rows = bench.flatMap(series);
    expect(rows).toHaveLength(20 * 3 * 30);
    expect(new Set(rows.map((r) => r.date)).size).toBe(30);
    expect(daysBetween(rows[0]?.date as string, TODAY)).toBe(29);
  });
});
