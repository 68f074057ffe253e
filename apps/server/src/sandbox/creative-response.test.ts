/**
 * The sandbox's creative response (decision 186): hidden weights per simulated account, reproducible and different
 * per account; true rates that are the base times the tags' effects; and daily delivery that draws around them, so
 * an ad with a favoured tag earns a higher CTR over 30 days. Tolerances are computed from the binomial draws.
 */
import { ANGLES, type Angle } from '@ads-creative/contracts/creative-tags';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../lib/calendar.ts';
import { tagCopy } from '../modules/creative/index.ts';
import { creativeResponse, drawWeights, hiddenWeights, RESPONSE_BOUNDS, type ResponseTags, trueRates } from './creative-response.ts';
import { fatigue, objectiveRates, type SimulatedAd, simulateDay, WEEKDAY_FACTOR } from './delivery-simulator.ts';
import { insightsRows, responseToCreative } from './insights-rows.ts';
import { SandboxWorld } from './sandbox-world.ts';

const USD_ACCOUNT = '100000001';
const VND_ACCOUNT = '100000002';
const plain: ResponseTags = {
  angles: ['FEATURE'],
  hook: 'STATEMENT',
  length: 'MEDIUM',
  emoji: false,
  callToAction: 'SHOP_NOW',
  format: 'IMAGE',
};
const withAngles = (angles: Angle[]): ResponseTags => ({ ...plain, angles });

/** The account's angles from the one with the highest CTR effect to the lowest. */
const anglesByEffect = (accountId: string) =>
  [...ANGLES].sort((a, b) => hiddenWeights(accountId).ctr.angle[b] - hiddenWeights(accountId).ctr.angle[a]);

describe('hidden weights per simulated account', () => {
  it('are drawn from the account id alone: the same id always gives the same weights', () => {
    expect(drawWeights(USD_ACCOUNT)).toEqual(drawWeights(USD_ACCOUNT));
    expect(hiddenWeights(USD_ACCOUNT)).toEqual(drawWeights(USD_ACCOUNT));
  });

  it('differ between accounts: other weights, and not every account favours the same angle', () => {
    expect(drawWeights(VND_ACCOUNT)).not.toEqual(drawWeights(USD_ACCOUNT));
    const best = ['100000001', '100000002', '100000003', 'demo-1', 'demo-7'].map((id) => anglesByEffect(id)[0]);
    expect(new Set(best).size).toBeGreaterThan(1);
  });

  it("centre each dimension's effects on the average creative: their product is 1", () => {
    const w = hiddenWeights(USD_ACCOUNT);
    for (const table of [w.ctr.angle, w.ctr.hook, w.ctr.length, w.ctr.emoji, w.ctr.callToAction, w.ctr.format, w.cvr.angle]) {
      expect(Object.values(table).reduce((p, x) => p * x, 1)).toBeCloseTo(1, 9);
    }
  });
});

describe('true rates: the base times the effects of the tags', () => {
  it('multiply the objective’s rates by the account’s base and each tag’s effect', () => {
    const w = hiddenWeights(USD_ACCOUNT);
    const c = w.ctr;
    const product = c.angle.FEATURE * c.hook.STATEMENT * c.length.MEDIUM * c.emoji.without * c.callToAction.SHOP_NOW * c.format.IMAGE;
    const expected = 0.015 * w.base.ctr * Math.min(RESPONSE_BOUNDS[1], Math.max(RESPONSE_BOUNDS[0], product)); // TRAFFIC: 1.5 %
    expect(trueRates(USD_ACCOUNT, plain).ctr).toBeCloseTo(expected, 12);
    expect(trueRates(USD_ACCOUNT, plain).cvr).toBeCloseTo(0.01 * w.base.cvr * w.cvr.angle.FEATURE * w.cvr.callToAction.SHOP_NOW, 12);
    expect(trueRates(USD_ACCOUNT, plain, 'CONVERSIONS').ctr / trueRates(USD_ACCOUNT, plain).ctr).toBeCloseTo(0.013 / 0.015, 12);
  });

  it('take every angle of an ad: a second angle multiplies by its effect; no call to action has no effect', () => {
    const w = hiddenWeights(USD_ACCOUNT);
    const [best, , third] = anglesByEffect(USD_ACCOUNT) as Angle[];
    const one = trueRates(USD_ACCOUNT, withAngles([best])).ctr;
    expect(trueRates(USD_ACCOUNT, withAngles([best, third])).ctr / one).toBeCloseTo(w.ctr.angle[third], 9);
    expect(trueRates(USD_ACCOUNT, { ...plain, callToAction: null }).ctr / trueRates(USD_ACCOUNT, plain).ctr).toBeCloseTo(
      1 / w.ctr.callToAction.SHOP_NOW,
      9,
    );
  });

  it('give the favoured angle a higher CTR than the least favoured, by the ratio of their effects', () => {
    const w = hiddenWeights(USD_ACCOUNT);
    const order = anglesByEffect(USD_ACCOUNT);
    const best = order[0] as Angle;
    const worst = order.at(-1) as Angle;
    const ratio = trueRates(USD_ACCOUNT, withAngles([best])).ctr / trueRates(USD_ACCOUNT, withAngles([worst])).ctr;
    expect(ratio).toBeCloseTo(w.ctr.angle[best] / w.ctr.angle[worst], 9);
    expect(ratio).toBeGreaterThan(1);
  });
});

const START = '2026-03-02';
const days = (n: number) => Array.from({ length: n }, (_, i) => addDays(START, i));
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

const AD: SimulatedAd = {
  adId: '',
  objective: 'TRAFFIC',
  dailyBudget: 50,
  currency: 'USD',
  startDate: START,
  creative: { ctr: 1, cvr: 1 },
};

/** An ad's clicks and impressions on these days, and the clicks expected from its true CTR × weekday × fatigue (with the variance of their binomial draws). */
function delivered(ad: SimulatedAd, ctr: number, dates: string[]) {
  let clicks = 0;
  let impressions = 0;
  let expected = 0;
  let variance = 0;
  for (const date of dates) {
    const d = simulateDay(ad, date, '2026-06-01') as NonNullable<ReturnType<typeof simulateDay>>;
    const p = ctr * (WEEKDAY_FACTOR[weekdayOf(date)] as number) * fatigue(daysBetween(START, date));
    clicks += d.clicks;
    impressions += d.impressions;
    expected += d.impressions * p;
    variance += d.impressions * p * (1 - p);
  }
  return { clicks, impressions, ctr: clicks / impressions, expected, sd: Math.sqrt(variance) };
}

/** 30 days of an ad with these tags at $50 a day. */
const thirtyDays = (adId: string, tags: ResponseTags) =>
  delivered({ ...AD, adId, creative: creativeResponse(USD_ACCOUNT, tags) }, trueRates(USD_ACCOUNT, tags).ctr, days(30));

describe('daily delivery draws around the true rates', () => {
  const order = anglesByEffect(USD_ACCOUNT);
  const favoured = thirtyDays('ad-favoured', withAngles([order[0] as Angle]));
  const other = thirtyDays('ad-other', withAngles([order.at(-1) as Angle]));

  it("draws each ad's clicks within 4 standard deviations of its impressions times its true CTR (× weekday × fatigue)", () => {
    for (const run of [favoured, other]) {
      expect(run.impressions).toBeGreaterThan(100_000); // $50 a day at a $8 CPM: about 5,750 a day
      expect(Math.abs(run.clicks - run.expected)).toBeLessThan(4 * run.sd);
    }
  });

  it('gives the ad with the favoured angle a higher CTR over 30 days, in the ratio of the true rates', () => {
    const trueRatio =
      trueRates(USD_ACCOUNT, withAngles([order[0] as Angle])).ctr / trueRates(USD_ACCOUNT, withAngles([order.at(-1) as Angle])).ctr;
    // What the two ads' own days make of it (their impressions spread a little differently over weekdays and ages).
    const expectedRatio = favoured.expected / favoured.impressions / (other.expected / other.impressions);
    expect(expectedRatio / trueRatio).toBeCloseTo(1, 2);
    // The ratio of two CTRs: relative standard deviation √(1/clicks₁ + 1/clicks₂).
    const relativeSd = Math.sqrt(1 / favoured.expected + 1 / other.expected);
    const seen = favoured.ctr / other.ctr;
    expect(seen).toBeGreaterThan(1);
    expect(Math.abs(seen / expectedRatio - 1)).toBeLessThan(4 * relativeSd);
  });

  it('lowers the CTR as the creative tires: weeks 7–8 about 37 % below week 1, as the fatigue factor says', () => {
    const ad: SimulatedAd = { ...AD, adId: 'ad-tiring', dailyBudget: 200, creative: creativeResponse(USD_ACCOUNT, plain) };
    const ctr = trueRates(USD_ACCOUNT, plain).ctr;
    const firstWeek = delivered(ad, ctr, days(7));
    const weeks7and8 = delivered(ad, ctr, days(56).slice(42));
    for (const run of [firstWeek, weeks7and8]) expect(Math.abs(run.clicks - run.expected)).toBeLessThan(4 * run.sd);
    // Fatigue at ages 42–55: 0.5 + 0.5 × 0.5^((age − 7) / 21), from 0.657 down to 0.602; week 1 is fresh (1).
    expect(weeks7and8.ctr / firstWeek.ctr).toBeLessThan(0.7);
    expect(fatigue(42)).toBeCloseTo(0.6575, 4);
    expect(fatigue(55)).toBeCloseTo(0.6025, 4);
  });
});

describe('the sandbox reads the creative the app published', () => {
  const linkData = {
    name: '30% off AirRun this weekend',
    message: 'Our lightest running shoe, 30% off until Sunday. Thousands of runners love it.',
    description: 'Free delivery',
    link: 'https://airrun.example/',
    image_hash: 'abc123',
    call_to_action: { type: 'SHOP_NOW', value: { link: 'https://airrun.example/' } },
  };

  it('tags the headline, primary text, description and call to action of link_data, as a picture', () => {
    const world = new SandboxWorld();
    const creative = world.create('adcreative', USD_ACCOUNT, { object_story_spec: { page_id: '200000001', link_data: linkData } }, START);
    const tags = tagCopy({
      headline: linkData.name,
      primaryText: linkData.message,
      description: linkData.description,
      callToAction: 'SHOP_NOW',
      format: 'IMAGE',
    });
    expect(responseToCreative(USD_ACCOUNT, creative)).toEqual(creativeResponse(USD_ACCOUNT, tags));
    // The same creative in another account meets other weights.
    expect(responseToCreative(VND_ACCOUNT, creative)).not.toEqual(responseToCreative(USD_ACCOUNT, creative));
  });

  it('reads a video’s title and message, as a video', () => {
    const world = new SandboxWorld();
    const video = {
      title: 'Run lighter',
      message: 'Why do your feet hurt after 5 km?',
      video_id: '77',
      call_to_action: { type: 'LEARN_MORE' },
    };
    const creative = world.create('adcreative', USD_ACCOUNT, { object_story_spec: { page_id: '200000001', video_data: video } }, START);
    const tags = tagCopy({ headline: video.title, primaryText: video.message, callToAction: 'LEARN_MORE', format: 'VIDEO' });
    expect(tags.format).toBe('VIDEO');
    expect(responseToCreative(USD_ACCOUNT, creative)).toEqual(creativeResponse(USD_ACCOUNT, tags));
  });

  it("reports insights at the ad's rates: its clicks follow its creative's true CTR", () => {
    const world = new SandboxWorld();
    const campaign = world.create('campaign', USD_ACCOUNT, { name: 'C', objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE' }, START);
    const adset = world.create('adset', USD_ACCOUNT, { name: 'S', daily_budget: '10000', status: 'ACTIVE' }, START, campaign.id);
    const spec = { object_story_spec: { page_id: '200000001', link_data: linkData } };
    const creative = world.create('adcreative', USD_ACCOUNT, spec, START);
    world.create('ad', USD_ACCOUNT, { name: 'A', creative: { creative_id: creative.id }, status: 'ACTIVE' }, START, adset.id);
    const rows = insightsRows(world, USD_ACCOUNT, START, addDays(START, 6), addDays(START, 10), 1);
    const ctr = responseToCreative(USD_ACCOUNT, creative).ctr * objectiveRates('TRAFFIC').ctr;
    let expected = 0;
    let variance = 0;
    for (const r of rows) {
      const p = ctr * (WEEKDAY_FACTOR[weekdayOf(r.date_start)] as number); // the first week: no fatigue yet
      expected += Number(r.impressions) * p;
      variance += Number(r.impressions) * p * (1 - p);
    }
    const clicks = rows.reduce((s, r) => s + Number(r.clicks), 0);
    expect(rows).toHaveLength(7);
    expect(Math.abs(clicks - expected)).toBeLessThan(4 * Math.sqrt(variance));
  });
});
