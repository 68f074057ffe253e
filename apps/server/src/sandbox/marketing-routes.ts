/**
 * The sandbox's Marketing API: create and read campaigns, ad sets, images, creatives and ads under
 * /act_{id}/…, update any of them with POST /{id}, leadgen forms of a page, and insights (paged,
 * or as an async report run). Checks what Facebook checks for the mistakes this app could make.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayIn as todayIn } from '../lib/calendar.ts';
import { currencyOffset } from '../providers/facebook/minor-units.ts';
import { archivedAd } from './ad-library-routes.ts';
import { reviewCopy, reviewed } from './ad-review.ts';
import { type InsightsRow, insightsRows, withAttributionWindows } from './insights-rows.ts';
import { checkAdSetRules, checkCampaignRules, checkCreativeRules } from './publishing-rules.ts';
import { GraphError, type SandboxContext } from './sandbox-context.ts';
import type { ObjectType, SandboxObject } from './sandbox-world.ts';
import { placeCountry } from './targeting-catalogue.ts';
import { checkTargeting, type TargetingSpecIn } from './targeting-rules.ts';

const EDGE_TYPE: Record<string, ObjectType> = { campaigns: 'campaign', adsets: 'adset', adcreatives: 'adcreative', ads: 'ad' };
const OUTCOMES = new Set([
  'OUTCOME_AWARENESS',
  'OUTCOME_TRAFFIC',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_APP_PROMOTION',
  'OUTCOME_SALES',
]);
/** Facebook's smallest daily budget is about USD 1 a day; the sandbox refuses less, in any currency. */
const MIN_DAILY_USD = 1;
const USD_RATE: Record<string, number> = { VND: 25_000, JPY: 150, KRW: 1_350, IDR: 16_000 };

const invalid = (message: string, subcode?: number, userMessage?: string) =>
  new GraphError(400, { code: 100, message: `(#100) ${message}`, error_subcode: subcode, error_user_msg: userMessage });

function checkDailyBudget(daily: number, currency: string) {
  const minimum = MIN_DAILY_USD * (USD_RATE[currency] ?? 1) * currencyOffset(currency);
  if (daily && daily < minimum)
    throw invalid(
      'param daily_budget is too low',
      1885272,
      `Your budget is too low. The minimum daily budget for this ad set is ${minimum} (minor units of ${currency}).`,
    );
}

/**
 * What Facebook checks when a published ad set's budget or end changes: the budget type stays as
 * created, a lifetime budget keeps an end, an end is not in the past. `end_time=0` removes the end.
 */
function adSetChanges(adset: SandboxObject, changes: Record<string, unknown>, currency: string, now: Date): Record<string, unknown> {
  const switching =
    (changes.daily_budget !== undefined && adset.fields.lifetime_budget !== undefined) ||
    (changes.lifetime_budget !== undefined && adset.fields.daily_budget !== undefined);
  if (switching)
    throw invalid(
      'Budget type cannot be changed',
      undefined,
      "You can't switch between a daily and a lifetime budget after an ad set is published.",
    );
  if (changes.daily_budget !== undefined) checkDailyBudget(Number(changes.daily_budget), currency);
  if (changes.end_time === undefined) return changes;
  const removed = String(changes.end_time) === '0';
  if (removed && adset.fields.lifetime_budget !== undefined) throw invalid('end_time is required with a lifetime_budget', 1487256);
  if (!removed && !(Date.parse(String(changes.end_time)) > now.getTime()))
    throw invalid('param end_time must be in the future', 1487195, 'The end time of an ad set must be in the future.');
  return removed ? { ...changes, end_time: undefined } : changes;
}

export function registerMarketingRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const { world } = ctx;

  /** The ad account of the path, owned by the caller and active. */
  const accountOf = (request: FastifyRequest) => {
    const person = ctx.personOf(request);
    const id = (request.params as { account: string }).account.replace(/^act_/, '');
    const account = world.account(id);
    if (!account || account.owner !== person.id)
      throw new GraphError(400, {
        code: 100,
        error_subcode: 33,
        message: `Unsupported request: act_${id} does not exist or cannot be loaded due to missing permissions`,
      });
    return account;
  };

  const require = (p: Record<string, unknown>, ...names: string[]) => {
    for (const name of names) if (p[name] === undefined || p[name] === '') throw invalid(`The parameter ${name} is required`);
  };

  const childOf = (id: unknown, type: ObjectType, accountId: string, param: string) => {
    const o = world.objects.get(String(id));
    if (!o || o.type !== type || o.accountId !== accountId) throw invalid(`param ${param} must be a valid ${type} id`, 33);
    return o;
  };

  const validators: Record<string, (p: Record<string, unknown>, accountId: string, currency: string) => string | undefined> = {
    campaigns(p) {
      require(p, 'name', 'objective', 'special_ad_categories');
      if (!OUTCOMES.has(String(p.objective))) throw invalid('param objective must be one of the outcome-based objectives', 2490408);
      if (!Array.isArray(p.special_ad_categories)) throw invalid('param special_ad_categories must be an array');
      if (p.daily_budget === undefined && p.lifetime_budget === undefined && p.is_adset_budget_sharing_enabled === undefined) {
        throw invalid('is_adset_budget_sharing_enabled is required without a campaign budget', 4834011);
      }
      checkCampaignRules(p);
      return undefined;
    },
    adsets(p, accountId, currency) {
      require(p, 'name', 'campaign_id', 'billing_event', 'optimization_goal', 'targeting');
      const campaign = childOf(p.campaign_id, 'campaign', accountId, 'campaign_id');
      checkTargeting(p.targeting as TargetingSpecIn | undefined, { requireAdvantageFlag: true });
      const daily = Number(p.daily_budget ?? 0);
      if (!daily && !p.lifetime_budget) throw invalid('a daily_budget or lifetime_budget is required', 1885621);
      if (p.lifetime_budget && !p.end_time) throw invalid('end_time is required with a lifetime_budget', 1487256);
      checkDailyBudget(daily, currency);
      checkAdSetRules(p, campaign.fields, placeCountry);
      return String(p.campaign_id);
    },
    adcreatives(p, accountId) {
      require(p, 'object_story_spec');
      const spec = p.object_story_spec as { page_id?: string; link_data?: { image_hash?: string; link?: string } };
      if (!world.pages.some((page) => page.id === spec.page_id))
        throw invalid('param object_story_spec[page_id] must be a page you can advertise for');
      const hash = spec.link_data?.image_hash;
      if (!hash || !world.ofAccount(accountId, 'adimage').some((i) => i.fields.hash === hash))
        throw invalid('Ad creative needs an image', 1487212);
      if (!spec.link_data?.link) throw invalid('param object_story_spec[link_data][link] is required');
      checkCreativeRules(p);
      return undefined;
    },
    ads(p, accountId) {
      require(p, 'name', 'adset_id', 'creative');
      childOf(p.adset_id, 'adset', accountId, 'adset_id');
      childOf((p.creative as { creative_id?: string })?.creative_id, 'adcreative', accountId, 'creative');
      return String(p.adset_id);
    },
  };

  app.post('/act_:account/:edge', async (request) => {
    const account = accountOf(request);
    const edge = (request.params as { edge: string }).edge;
    const p = ctx.params(request);
    delete p.access_token;
    delete p.appsecret_proof;
    const today = todayIn(account.timezone_name, ctx.clock());
    if (account.account_status !== 1)
      throw new GraphError(400, {
        code: 100,
        error_subcode: 1487055,
        message: 'The ad account is disabled',
        error_user_msg: 'This ad account is disabled and cannot create ads.',
      });
    if (edge === 'adimages') {
      require(p, 'bytes');
      const bytes = Buffer.from(String(p.bytes), 'base64');
      if (bytes.length === 0) throw invalid('param bytes must be a base64 image');
      const hash = createHash('md5').update(bytes).digest('hex');
      world.create('adimage', account.account_id, { hash, size: bytes.length }, today);
      return { images: { bytes: { hash, url: `https://sandbox.example/images/${hash}.png` } } };
    }
    if (edge === 'insights') {
      const run = world.create('report_run', account.account_id, { ...p, status: 'Job Completed' }, today);
      return { report_run_id: run.id };
    }
    const validate = validators[edge];
    const type = EDGE_TYPE[edge];
    if (!validate || !type) throw invalid(`Unknown path components: /${edge}`, 2500);
    const parentId = validate(p, account.account_id, account.currency);
    const disapproval = type === 'ad' ? reviewCopy(creativeCopy(p)) : undefined;
    const object = world.create(type, account.account_id, p, today, parentId, {
      createdAt: ctx.clock().getTime(),
      ...(disapproval ? { disapproval } : {}),
    });
    return { id: object.id };
  });

  app.get('/act_:account/:edge', async (request) => {
    const account = accountOf(request);
    const edge = (request.params as { edge: string }).edge;
    const p = ctx.params(request);
    if (edge === 'insights') return insightsPage(request, account.account_id, p);
    const type = EDGE_TYPE[edge];
    if (!type) throw invalid(`Unknown path components: /${edge}`, 2500);
    const filters = (Array.isArray(p.filtering) ? p.filtering : []) as { field: string; operator: string; value: unknown }[];
    const data = world
      .ofAccount(account.account_id, type)
      .filter((o) => filters.every((f) => f.operator !== 'EQUAL' || o.fields[f.field] === f.value))
      .map((o) => view(o, account.timezone_name));
    return { data };
  });

  app.get('/:page/leadgen_forms', async (request) => {
    const person = ctx.personOf(request);
    const page = world.pages.find((pg) => pg.id === (request.params as { page: string }).page && pg.owner === person.id);
    if (!page) throw invalid('Object does not exist, cannot be loaded due to missing permissions, or does not support this operation', 33);
    return { data: page.leadForms };
  });

  /** The headline and primary text of the ad's creative (what review reads). */
  const creativeCopy = (p: Record<string, unknown>) => {
    const creative = world.objects.get(String((p.creative as { creative_id?: string } | undefined)?.creative_id));
    const link = (creative?.fields.object_story_spec as { link_data?: Record<string, unknown> } | undefined)?.link_data ?? {};
    return `${link.name ?? ''} ${link.message ?? ''} ${link.description ?? ''}`;
  };

  const statusOf = (o: SandboxObject | undefined) => (o ? String(o.fields.status ?? 'ACTIVE') : 'ACTIVE');

  /** Facebook's effective_status: its own status, then review (ads), then a paused parent. */
  const effectiveStatus = (o: SandboxObject): string => {
    const own = statusOf(o);
    const inReview = o.type === 'ad' && !reviewed(o.createdAt, ctx.clock().getTime(), ctx.reviewMs);
    if (o.type === 'ad' && o.disapproval && !inReview) return 'DISAPPROVED';
    if (own !== 'ACTIVE') return own;
    if (inReview) return 'PENDING_REVIEW';
    const parent = o.parentId ? world.objects.get(o.parentId) : undefined;
    const campaign = o.type === 'ad' ? (parent?.parentId ? world.objects.get(parent.parentId) : undefined) : parent;
    if (statusOf(campaign) === 'PAUSED') return 'CAMPAIGN_PAUSED';
    if (o.type === 'ad' && statusOf(parent) === 'PAUSED') return 'ADSET_PAUSED';
    return 'ACTIVE';
  };

  const view = (o: SandboxObject, timezone: string) => {
    const effective = effectiveStatus(o);
    return {
      id: o.id,
      ...o.fields,
      effective_status: effective,
      ...(effective === 'DISAPPROVED' ? { ad_review_feedback: { global: o.disapproval } } : {}),
      created_time: `${o.createdDate}T00:00:00${timezone === 'UTC' ? '+0000' : ''}`,
    };
  };

  const ownObject = (request: FastifyRequest) => {
    const person = ctx.personOf(request);
    const object = world.objects.get((request.params as { id: string }).id);
    const account = object ? world.account(object.accountId) : undefined;
    if (!object || !account || account.owner !== person.id) return undefined;
    return { object, account };
  };

  app.get('/:id', async (request) => {
    const own = ownObject(request);
    const archived = own ? undefined : archivedAd((request.params as { id: string }).id, String(ctx.params(request).access_token ?? ''));
    if (archived) return archived;
    if (!own) throw invalid('Object does not exist, cannot be loaded due to missing permissions, or does not support this operation', 33);
    if (own.object.type === 'report_run') return { id: own.object.id, async_status: 'Job Completed', async_percent_completion: 100 };
    return view(own.object, own.account.timezone_name);
  });

  app.post('/:id', async (request) => {
    const own = ownObject(request);
    if (!own) throw invalid('Object does not exist, cannot be loaded due to missing permissions, or does not support this operation', 33);
    const p = ctx.params(request);
    const allowed = ['status', 'daily_budget', 'lifetime_budget', 'name', 'end_time'];
    let changes = Object.fromEntries(Object.entries(p).filter(([k]) => allowed.includes(k)));
    if (changes.status && !['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'].includes(String(changes.status)))
      throw invalid('param status must be one of ACTIVE, PAUSED, ARCHIVED, DELETED');
    if (own.object.type === 'adset') changes = adSetChanges(own.object, changes, own.account.currency, ctx.clock());
    world.update(own.object.id, changes, todayIn(own.account.timezone_name, ctx.clock()));
    return { success: true };
  });

  app.get('/:id/insights', async (request, reply) => {
    const own = ownObject(request);
    if (own?.object.type !== 'report_run') return reply.callNotFound();
    return insightsPage(request, own.account.account_id, { ...own.object.fields, ...ctx.params(request) });
  });

  /**
   * The rows of the last insights query, so paging through them computes them once (as Facebook's
   * report does) instead of once a page: 90,000 rows in 500-row pages were 180 full computations.
   */
  let lastInsights: { key: string; rows: InsightsRow[] } | undefined;
  const insightsOf = (accountId: string, since: string, until: string, today: string) => {
    const key = JSON.stringify([accountId, since, until, today, world.revision]);
    if (lastInsights?.key !== key) lastInsights = { key, rows: insightsRows(world, accountId, since, until, today, ctx.seed) };
    return lastInsights.rows;
  };

  function insightsPage(request: FastifyRequest, accountId: string, p: Record<string, unknown>) {
    const account = world.account(accountId);
    if (!account) throw invalid('no account');
    if (p.level !== 'ad' || String(p.time_increment) !== '1') throw invalid('this sandbox answers level=ad with time_increment=1 only');
    const range = p.time_range as { since?: string; until?: string } | undefined;
    if (!range?.since || !range.until)
      throw invalid('time_range with since and until is required (the sandbox refuses the default date preset)');
    const rows = insightsOf(accountId, range.since, range.until, todayIn(account.timezone_name, ctx.clock()));
    const limit = Math.min(ctx.pageSize, Number(p.limit) || ctx.pageSize);
    const offset = p.after ? Number(Buffer.from(String(p.after), 'base64url').toString()) : 0;
    const windows = Array.isArray(p.action_attribution_windows) ? p.action_attribution_windows.map(String) : [];
    const data = rows.slice(offset, offset + limit).map((row) => withAttributionWindows(row, windows));
    const after = Buffer.from(String(offset + data.length)).toString('base64url');
    const url = new URL(`${ctx.graphBase()}${request.originalUrl.split('?')[0]}`);
    for (const [k, v] of Object.entries(request.query as Record<string, string>)) url.searchParams.set(k, v);
    url.searchParams.set('after', after);
    // Like Facebook: cursors.after is there even on the last page; only `next` says there is more.
    return { data, paging: { cursors: { before: 'MA', after }, ...(offset + data.length < rows.length ? { next: url.toString() } : {}) } };
  }
}
