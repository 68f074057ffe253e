/**
 * `npm run seed:demo`: creates or refreshes the demo account and fills it from the pure plan
 * (demo-plan.ts) and series (demo-series.ts). Everything goes through the modules' own paths, their
 * services or public faces (index.ts, decision 171): the account through auth's, the old data out through
 * the campaign and ad services' delete (media released as a user's delete would), campaigns, ads, contents
 * and the call log through their modules' bulk inserts, pictures through the media service, and the daily
 * numbers through the metrics upsert, the one the Facebook sync writes with; then its optimization center:
 * the demo's implemented history measured and the engine run on its numbers (demo-optimization.ts).
 * Decisions 095, 150.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayIn } from '../../lib/calendar.ts';
import { createBuiltinImageProvider } from '../../providers/ai/builtin/builtin-image-provider.ts';
import { writeVariations } from '../../providers/ai/builtin/builtin-text-provider.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createAccountZone } from '../account-zone/index.ts';
import { createAdsService } from '../ads/ads.service.ts';
import { backfillCreativeTags, createCampaignAdsDeletion, insertAdContents, insertAds, shownMediaKeys } from '../ads/index.ts';
import { deleteAiCallsOfUser, insertAiCalls, providersOfCalls } from '../ai-calls/index.ts';
import { createUserAccounts } from '../auth/index.ts';
import { createCampaignsService } from '../campaigns/campaigns.service.ts';
import { campaignIdsOfUser, insertCampaigns } from '../campaigns/index.ts';
import { tagCopy } from '../creative/index.ts';
import { hasFacebookConnection } from '../facebook/index.ts';
import { createMediaService, type MediaService } from '../media/media.service.ts';
import { analyzeMetricTables, upsertDailyMetrics } from '../metrics/index.ts';
import type { CreativeRef, PlannedCall } from './demo-ai-runs.ts';
import { DEMO_BUSINESSES } from './demo-catalog.ts';
import { clearDemoOptimization, seedDemoOptimization } from './demo-optimization.ts';
import { DEFAULT_DEMO_OPTIONS, planDemo } from './demo-plan.ts';
import { type DemoIds, demoCampaignDays } from './demo-series.ts';
import type { DemoOptions, PlannedCampaign } from './demo-types.ts';

export const DEMO_ACCOUNT = {
  username: 'demo',
  email: 'demo@example.com',
  password: 'demo-password',
  name: 'Demo account',
} as const;

export type DemoAccount = { username: string; email: string; password: string };

export interface DemoSeederDeps {
  db: Db;
  clock: () => Date;
  storage: Storage;
  /** MEDIA_QUOTA_BYTES: the demo's pictures are stored within it like any user's. */
  quotaBytes: number;
  /**
   * Metric write transactions in flight at once (default 1: every transaction adds to the same
   * per-user daily rollup rows, so concurrent writers only wait for each other's row locks).
   */
  writeConcurrency?: number;
  /** Told how far the daily numbers are. */
  onProgress?: (done: { rows: number; campaigns: number; totalCampaigns: number }) => void;
}

export type DemoSeedOptions = Partial<Omit<DemoOptions, 'today'>> & Partial<DemoAccount>;

export interface DemoSeedResult {
  userId: number;
  account: DemoAccount;
  counts: {
    campaigns: number;
    ads: number;
    contents: number;
    aiCalls: number;
    metricRows: number;
    /** Open recommendations the engine made from the demo's numbers, and how many types they are of (decision 175). */
    recommendations: number;
    recommendationTypes: number;
    /** Measured results of the demo's implemented history (decision 150). */
    measuredResults: number;
  };
  /** Seconds each step took. */
  seconds: { clear: number; plan: number; structure: number; metrics: number; optimization: number };
}

/** Refused: the demo's username or e-mail belongs to someone's real account. */
export class DemoAccountConflictError extends Error {}

/** Campaigns deleted per transaction when the old data goes (each transaction checks the user's media once). */
const CAMPAIGNS_PER_DELETE = 50;
/** Rows per metrics transaction (the repo splits it into statements). */
const METRIC_ROWS_PER_WRITE = 10_000;
/** The metric tables are analyzed when the rows written reach this, then each time they double (decision 110). */
const FIRST_ANALYZE_AT = 20_000;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The demo account, created or given back its name and password; someone else's account with that name or e-mail is never touched. */
async function ensureDemoUser(db: Db, account: DemoAccount, now: Date): Promise<number> {
  const auth = createUserAccounts(db);
  const byName = await auth.findUserByUsername(account.username);
  const byEmail = await auth.findUserByEmail(account.email);
  const existing = byName ?? byEmail;
  const isDemo = existing && byName?.id === byEmail?.id && !existing.facebookId && !(await hasFacebookConnection(db, existing.id));
  if (existing && !isDemo) {
    throw new DemoAccountConflictError(
      `The username "${account.username}" or the e-mail ${account.email} belongs to an account that is not the demo account ` +
        '(another e-mail or username, or a Facebook connection). Choose others with --username= and --email=.',
    );
  }
  const fields = { name: DEMO_ACCOUNT.name, passwordHash: await hash(account.password), emailVerifiedAt: now };
  if (existing) return (await auth.updateUser(existing.id, fields, now)).id;
  return (await auth.insertUser({ username: account.username, email: account.email.toLowerCase(), ...fields })).id;
}

/** Deletes the account's campaigns and ads through their services (media released, as when a user deletes them), and its call log. */
async function clearDemoData(db: Db, media: MediaService, clock: () => Date, userId: number): Promise<void> {
  const campaigns = createCampaignsService({ db, clock, deleteAds: createCampaignAdsDeletion({ db, media }) });
  const ads = createAdsService({ db, clock, campaigns, media, tagging });
  const ids = await campaignIdsOfUser(db, userId);
  for (let i = 0; i < ids.length; i += CAMPAIGNS_PER_DELETE) await campaigns.removeMany(userId, ids.slice(i, i + CAMPAIGNS_PER_DELETE));
  // The newest 500 left (the ads service's page of the dashboard's Recent Ads), until none is.
  for (let page = await ads.newest(userId, 500); page.length > 0; page = await ads.newest(userId, 500)) {
    for (const ad of page) await ads.remove(userId, ad.id);
  }
  await deleteAiCallsOfUser(db, userId);
  await clearDemoOptimization(db, userId);
}

/** The creative tags the demo's ads and contents get, as every user's do (decision 183). */
const tagging = { tagCopy, providersOf: providersOfCalls };

const creativeKey = (c: CreativeRef) => `${c.business}|${c.style}|${c.size}`;

/** Renders each creative the plan uses once (the built-in renderer) and stores them as the user's generated pictures. */
async function storeCreatives(media: MediaService, userId: number, plan: PlannedCampaign[]): Promise<Map<string, string>> {
  const refs = new Map<string, CreativeRef>();
  for (const c of plan) {
    for (const ad of c.ads)
      for (const run of ad.generation.runs)
        for (const content of run.contents) if (content.image) refs.set(creativeKey(content.image.creative), content.image.creative);
  }
  const renderer = createBuiltinImageProvider();
  const pictures = await Promise.all(
    [...refs.values()].map(async (ref) => {
      const business = DEMO_BUSINESSES[ref.business];
      const [copy] = writeVariations({
        prompt: business.brief.vi,
        language: 'vi',
        promptStyle: ref.style,
        adType: business.adType,
        numberOfVariations: 1,
      });
      if (!copy) throw new Error('the built-in templates wrote no copy');
      return renderer.generateImage({
        prompt: business.brief.vi,
        headline: copy.headline,
        callToAction: copy.callToAction,
        size: ref.size,
        language: 'vi',
        promptStyle: ref.style,
      });
    }),
  );
  const stored = await media.store(
    userId,
    'generated',
    pictures.map((p) => ({ bytes: p.bytes, contentType: p.mimeType, ext: 'png' })),
  );
  return new Map([...refs.keys()].map((key, i) => [key, stored[i]?.url as string]));
}

const callRow = (userId: number, adId: number | null, c: PlannedCall) => ({
  userId,
  adId,
  provider: c.provider,
  model: c.model,
  kind: c.kind,
  latencyMs: c.latencyMs,
  attempts: c.attempts,
  inputTokens: c.inputTokens,
  outputTokens: c.outputTokens,
  images: c.images,
  costUsd: c.costUsd === null ? null : c.costUsd.toFixed(6),
  success: c.success,
  errorClass: c.errorClass,
  selected: c.selected,
  createdAt: c.at,
});

/** Campaigns, ads, the call log and contents, in one transaction; answers the ids the daily numbers need. */
async function writeStructure(db: Db, userId: number, plan: PlannedCampaign[], creatives: Map<string, string>) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const campaignIds = await insertCampaigns(
      tx,
      plan.map((c) => ({
        userId,
        name: c.name,
        objective: c.objective,
        status: c.status,
        budgetType: c.budgetType,
        dailyBudget: c.dailyBudget?.toFixed(2) ?? null,
        totalBudget: c.totalBudget?.toFixed(2) ?? null,
        targetAudience: c.targetAudience,
        startDate: c.startDate,
        endDate: c.endDate,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
    );
    const planned = plan.flatMap((c, i) => c.ads.map((ad) => ({ ad, campaignId: campaignIds[i] as number })));
    const adIds = await insertAds(
      tx,
      planned.map(({ ad, campaignId }) => ({
        userId,
        campaignId,
        name: ad.name,
        adType: ad.adType,
        status: ad.status,
        headline: ad.copy.headline,
        primaryText: ad.copy.primaryText,
        description: ad.copy.description || null,
        callToAction: ad.copy.callToAction,
        imageUrl: ad.generation.creative ? (creatives.get(creativeKey(ad.generation.creative)) ?? null) : null,
        destinationUrl: ad.destinationUrl,
        createdAt: ad.createdAt,
        updatedAt: ad.createdAt,
      })),
    );
    // The call log first (contents point at their calls), in plan order so ids map back.
    const calls = planned.flatMap(({ ad }, i) => [
      ...ad.generation.failedCalls.map((c) => callRow(userId, null, c)),
      ...ad.generation.runs.flatMap((run) => [
        callRow(userId, adIds[i] as number, run.text),
        ...run.contents.flatMap((content) => (content.image ? [callRow(userId, adIds[i] as number, content.image.call)] : [])),
      ]),
    ]);
    const callIds = await insertAiCalls(tx, calls);
    const idOf = new Map<PlannedCall, number>();
    let next = 0;
    for (const { ad } of planned) {
      next += ad.generation.failedCalls.length;
      for (const run of ad.generation.runs) {
        idOf.set(run.text, callIds[next++] as number);
        for (const content of run.contents) if (content.image) idOf.set(content.image.call, callIds[next++] as number);
      }
    }
    const contents = planned.flatMap(({ ad }, i) =>
      ad.generation.runs.flatMap((run) =>
        run.contents.map((content) => ({
          adId: adIds[i] as number,
          title: content.title,
          body: content.body,
          description: content.description,
          callToAction: content.callToAction,
          imageUrl: content.image ? (creatives.get(creativeKey(content.image.creative)) ?? null) : null,
          textCallId: idOf.get(run.text) ?? null,
          imageCallId: content.image ? (idOf.get(content.image.call) ?? null) : null,
          isSelected: content.selected,
          createdAt: run.text.at,
        })),
      ),
    );
    await insertAdContents(tx, contents);
    await backfillCreativeTags(tx, tagging);
    let offset = 0;
    const ids: DemoIds[] = plan.map((c, i) => {
      const slice = adIds.slice(offset, offset + c.ads.length);
      offset += c.ads.length;
      return { campaignId: campaignIds[i] as number, adIds: slice };
    });
    return { ids, counts: { campaigns: campaignIds.length, ads: adIds.length, contents: contents.length, aiCalls: callIds.length } };
  });
}

/**
 * The daily numbers, campaign after campaign, through the metrics repo's upsert in transactions of
 * about METRIC_ROWS_PER_WRITE rows, up to `concurrency` of them in flight while the next are computed;
 * the tables' statistics refreshed as they grow, and at the end.
 */
async function writeMetrics(
  deps: DemoSeederDeps,
  userId: number,
  plan: PlannedCampaign[],
  ids: DemoIds[],
  o: { today: string; seed: number },
): Promise<number> {
  const syncedAt = deps.clock();
  const concurrency = Math.max(1, deps.writeConcurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  let written = 0;
  let analyzeAt = FIRST_ANALYZE_AT;
  let campaignsWritten = 0;
  let pending: ReturnType<typeof demoCampaignDays> = [];
  let failure: unknown;
  const flush = async (campaignsDone: number) => {
    const rows = pending;
    pending = [];
    if (rows.length === 0) return;
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) throw failure;
    const write = deps.db
      .transaction((tx) => upsertDailyMetrics(tx as unknown as Db, userId, rows, syncedAt))
      .then(async () => {
        written += rows.length;
        if (written >= analyzeAt) {
          analyzeAt = written * 2;
          await analyzeMetricTables(deps.db);
        }
        campaignsWritten = Math.max(campaignsWritten, campaignsDone);
        deps.onProgress?.({ rows: written, campaigns: campaignsWritten, totalCampaigns: plan.length });
      })
      .catch((error) => {
        failure ??= error;
      })
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
  };
  for (let i = 0; i < plan.length; i++) {
    pending.push(...demoCampaignDays(plan[i] as PlannedCampaign, ids[i] as DemoIds, o.today, o.seed));
    if (pending.length >= METRIC_ROWS_PER_WRITE) await flush(i + 1);
  }
  await flush(plan.length);
  await Promise.all(inFlight);
  if (failure) throw failure;
  if (written > 0) await analyzeMetricTables(deps.db);
  return written;
}

/** Creates or refreshes the demo account; running it again replaces its data (same login, same numbers for the same seed and day). */
export async function seedDemo(deps: DemoSeederDeps, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const account: DemoAccount = {
    username: options.username ?? DEMO_ACCOUNT.username,
    email: options.email ?? DEMO_ACCOUNT.email,
    password: options.password ?? DEMO_ACCOUNT.password,
  };
  const o: DemoOptions = {
    seed: options.seed ?? DEFAULT_DEMO_OPTIONS.seed,
    scale: options.scale ?? DEFAULT_DEMO_OPTIONS.scale,
    adsPerCampaign: options.adsPerCampaign,
    days: options.days ?? DEFAULT_DEMO_OPTIONS.days,
    fullHistory: options.fullHistory ?? DEFAULT_DEMO_OPTIONS.fullHistory,
    today: '', // the demo user's today, once the user is known (below)
  };
  const media = createMediaService({
    db: deps.db,
    storage: deps.storage,
    clock: deps.clock,
    quotaBytes: deps.quotaBytes,
    shownKeys: shownMediaKeys,
  });

  let started = performance.now();
  const userId = await ensureDemoUser(deps.db, account, deps.clock());
  // The demo account has no Facebook ad account: its days are UTC days, or its browser's once it signed in
  // (decision 160), as the app reads them.
  o.today = dayIn(await createAccountZone(deps.db).timezone(userId), deps.clock());
  await clearDemoData(deps.db, media, deps.clock, userId);
  const clear = seconds(started);

  started = performance.now();
  const plan = planDemo(o);
  const plannedIn = seconds(started);

  started = performance.now();
  const creatives = await storeCreatives(media, userId, plan);
  const { ids, counts } = await writeStructure(deps.db, userId, plan, creatives);
  const structure = seconds(started);

  started = performance.now();
  const metricRows = await writeMetrics(deps, userId, plan, ids, o);
  // The planner's statistics of what was written (autovacuum may be off or behind): a bulk load at
  // --scale leaves it estimating a handful of rows where there are thousands (decision 110).
  await deps.db.execute(sql`analyze campaigns, ads, ad_contents, ai_calls`);
  const metrics = seconds(started);

  started = performance.now();
  const optimization = await seedDemoOptimization(
    deps,
    userId,
    plan,
    ids.map((x) => x.campaignId),
  );
  return {
    userId,
    account,
    counts: {
      ...counts,
      metricRows,
      recommendations: optimization.open.length,
      recommendationTypes: new Set(optimization.open.map((r) => r.type)).size,
      measuredResults: optimization.measured,
    },
    seconds: { clear, plan: plannedIn, structure, metrics, optimization: seconds(started) },
  };
}
