/**
 * Campaigns of the signed-in user: paged list, detail, create, edit, delete. Another user's campaign
 * is reported exactly like a missing one. Only the budget of the campaign's budget type is kept.
 */
import {
  type BudgetType,
  type Campaign,
  type CampaignFacebookField,
  type CampaignObjective,
  type CampaignStatus,
  type CreateCampaignBody,
  campaignFacebookFieldLabels,
  DEFAULT_BUDGET_TYPE,
  DEFAULT_CAMPAIGN_STATUS,
  deliveryDaysLabel,
  type UpdateCampaignBody,
} from '@ads-creative/contracts/campaigns';
import { type ConversionEvent, campaignPushMessages } from '@ads-creative/contracts/facebook';
import { messages } from '@ads-creative/contracts/messages';
import { MAX_ID, type Page, type PageQuery, toPage } from '@ads-creative/contracts/paging';
import { specialCategoryViolations } from '@ads-creative/contracts/publishing-rules';
import { placeOverlaps, type SpecialAdCategory, type Targeting } from '@ads-creative/contracts/targeting';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import type { CampaignRow } from '../../db/schema/campaigns.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type CampaignWithCount, createCampaignsRepo, type NewCampaign } from './campaigns.repo.ts';
import { targetingFromText } from './targeting-from-text.ts';

/** numeric(14,2) text → a JSON number with the same two decimals (exact: < 2^53 cents). */
const money = (value: string | null): number | null => (value === null ? null : Number(value));

export const toCampaignDto = (c: CampaignWithCount): Campaign => ({
  id: c.id,
  name: c.name,
  objective: c.objective as Campaign['objective'],
  status: c.status as Campaign['status'],
  budgetType: c.budgetType as BudgetType,
  dailyBudget: money(c.dailyBudget),
  totalBudget: money(c.totalBudget),
  budget: money(c.budgetType === 'LIFETIME' ? c.totalBudget : c.dailyBudget),
  adCount: c.adCount,
  totalAds: c.adCount,
  targetAudience: c.targetAudience,
  startDate: c.startDate,
  endDate: c.endDate,
  pixelId: c.pixelId,
  conversionEvent: c.conversionEvent as Campaign['conversionEvent'],
  appId: c.appId,
  appStoreUrl: c.appStoreUrl,
  catalogId: c.catalogId,
  productSetId: c.productSetId,
  targeting: c.targeting,
  specialAdCategories: c.specialAdCategories,
  adAccountId: c.adAccountId,
  pageId: c.pageId,
  fbCampaignId: c.fbCampaignId,
  deliverySchedule: c.deliverySchedule && { ...c.deliverySchedule, deliversOn: deliveryDaysLabel(c.deliverySchedule.excludedDays) },
  createdDate: c.createdAt.toISOString(),
  updatedDate: c.updatedAt.toISOString(),
});

const FACEBOOK_FIELDS = Object.keys(campaignFacebookFieldLabels) as CampaignFacebookField[];
/** The publishing fields the body sets (absent ones stay as they are). */
const facebookFieldsOf = (body: Partial<Record<CampaignFacebookField, string | null>>) =>
  Object.fromEntries(FACEBOOK_FIELDS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));

const AUDIENCE_FIELDS = ['targeting', 'specialAdCategories', 'adAccountId', 'pageId'] as const;
/** The audience and account fields the body sets (issue 17; absent ones stay as they are). */
const audienceFieldsOf = (body: Partial<Pick<CreateCampaignBody, (typeof AUDIENCE_FIELDS)[number]>>): Partial<NewCampaign> =>
  Object.fromEntries(AUDIENCE_FIELDS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));

/** Keeps the invariant of the campaigns_*_budget columns: only the budget of the budget type is set. */
const budgetsFor = (type: BudgetType, daily: string | null, total: string | null) => ({
  budgetType: type,
  dailyBudget: type === 'DAILY' ? daily : null,
  totalBudget: type === 'LIFETIME' ? total : null,
});

/**
 * A budget sent only for the other budget type would be dropped by budgetsFor: refuse it instead.
 * (The create form sends both inputs, one of them stale; then the type's own one is kept.)
 */
const assertBudgetFitsType = (type: BudgetType, body: { dailyBudget?: unknown; totalBudget?: unknown; budget?: unknown }) => {
  const sent = (v: unknown) => v !== undefined && v !== null;
  const [own, other, message] =
    type === 'DAILY'
      ? (['dailyBudget', 'totalBudget', messages.totalBudgetNeedsLifetime] as const)
      : (['totalBudget', 'dailyBudget', messages.dailyBudgetNeedsDaily] as const);
  if (sent(body[other]) && !sent(body[own]) && !sent(body.budget)) {
    throw new AppError('VALIDATION_ERROR', message, [{ path: other, message }]);
  }
};

const assertDates = (startDate: string | null, endDate: string | null) => {
  if (startDate && endDate && endDate < startDate) {
    throw new AppError('VALIDATION_ERROR', messages.endDateBeforeStart, [{ path: 'endDate', message: messages.endDateBeforeStart }]);
  }
};

/**
 * Meta's limits for special ad categories (decision 180), one issue per violation. A campaign without a
 * structured targeting publishes countries alone at Meta's defaults, which break none of them.
 */
const assertSpecialCategoryRules = (categories: readonly SpecialAdCategory[], targeting: Targeting | null | undefined) => {
  const violations = targeting ? specialCategoryViolations(categories, targeting) : [];
  if (violations.length > 0)
    throw new AppError(
      'VALIDATION_ERROR',
      violations.join(' '),
      violations.map((message) => ({ path: 'specialAdCategories', message })),
    );
};

/** Places Meta refuses together (a country with a city in it; decision 178), one issue each, checked on the targeting sent. */
const assertPlacesApart = (targeting: Targeting | null | undefined) => {
  const overlaps = targeting ? placeOverlaps(targeting) : [];
  if (overlaps.length > 0)
    throw new AppError(
      'VALIDATION_ERROR',
      overlaps.join(' '),
      overlaps.map((message) => ({ path: 'targeting', message })),
    );
};

/** For writes that reference a campaign: deleted between the ownership check and the write, it is answered like a missing one. */
export function campaignGone(e: unknown): never {
  if (isForeignKeyViolation(e)) throw notFound(messages.campaignNotFound);
  throw e;
}

/**
 * Deletes the user's ads of these campaigns with the media files only they showed, in the transaction in which
 * `remove` deletes the campaigns (the ads module's createCampaignAdsDeletion; decision 057).
 */
export type CampaignAdsDeletion = <T>(userId: number, campaignIds: number[], remove: (tx: Db) => Promise<T>) => Promise<T>;

/** A campaign as publishing reads it (the facebook module's PublishPorts.campaign): the row, its enums narrowed. */
export type PublishingCampaign = Omit<CampaignRow, 'objective' | 'budgetType' | 'conversionEvent' | 'status'> & {
  objective: CampaignObjective;
  budgetType: BudgetType;
  conversionEvent: ConversionEvent | null;
  status: CampaignStatus;
};

export interface CampaignsServiceDeps {
  db: Db;
  clock: () => Date;
  /** Deleting a campaign deletes its ads, and with them the media files only they showed. */
  deleteAds: CampaignAdsDeletion;
  /** Carries an edit of a published campaign to Facebook before it is saved; throwing refuses the edit (decision 086). */
  onPublishedChange?: PublishedCampaignChange;
  /** The countries a campaign created without a targeting gets when its free text names none (FACEBOOK_DEFAULT_COUNTRIES). */
  defaultCountries?: readonly string[];
  /** Refuses an ad account or page the user's Facebook login cannot use (the facebook module's lists; decision 181). */
  checkAccountChoice?: AccountChoiceCheck;
}

/** Throws the AppError the user reads when the chosen ad account or page (set values only) cannot be used. */
export type AccountChoiceCheck = (userId: number, choice: { adAccountId: string | null; pageId: string | null }) => Promise<void>;

/**
 * The ad account and page an edit sets anew (unchanged ones are not checked again). A published campaign's
 * Facebook objects live in one ad account: it cannot choose another (decision 181).
 */
function newAccountChoice(current: CampaignRow | null, body: Pick<UpdateCampaignBody, 'adAccountId' | 'pageId'>) {
  const fresh = (k: 'adAccountId' | 'pageId') => (body[k] && body[k] !== current?.[k] ? body[k] : null);
  const published = current?.fbAdAccountId;
  if (published && body.adAccountId && body.adAccountId !== published) {
    const message = campaignPushMessages.accountFixed(published);
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'adAccountId', message }]);
  }
  return { adAccountId: fresh('adAccountId'), pageId: fresh('pageId') };
}

/** What the campaign was and will be once the edit is saved. */
export type PublishedCampaignChange = (userId: number, before: CampaignRow, after: CampaignRow) => Promise<void>;

const isPublished = (c: CampaignRow) => !!(c.fbCampaignId || c.fbAdSetId);
/** Two Graph calls and, if the second fails, the one that puts the first back (15 s time-out each). */
const PUSH_LEASE_MS = 60_000;

/** The columns an edit sets on `current` (absent fields stay), or the 4xx that refuses it. */
function campaignPatch(
  current: CampaignRow,
  body: UpdateCampaignBody,
  now: Date,
  defaultCountries: readonly string[],
): Partial<NewCampaign> {
  const type = body.budgetType ?? (current.budgetType as BudgetType);
  assertBudgetFitsType(type, body);
  let daily = body.dailyBudget !== undefined ? body.dailyBudget : current.dailyBudget;
  let total = body.totalBudget !== undefined ? body.totalBudget : current.totalBudget;
  if (body.budget !== undefined) {
    if (type === 'DAILY') daily = body.budget;
    else total = body.budget;
  }
  const startDate = body.startDate !== undefined ? body.startDate : current.startDate;
  const endDate = body.endDate !== undefined ? body.endDate : current.endDate;
  assertDates(startDate, endDate);
  const patch: Partial<NewCampaign> = { ...budgetsFor(type, daily, total), startDate, endDate, updatedAt: now };
  if (body.name !== undefined) patch.name = body.name;
  if (body.status !== undefined) patch.status = body.status;
  if (body.objective !== undefined) patch.objective = body.objective;
  if (body.targetAudience !== undefined) patch.targetAudience = body.targetAudience;
  Object.assign(patch, facebookFieldsOf(body), audienceFieldsOf(body));
  // A cleared targeting is read from the free text again, as on create (never stored as null: decision 178).
  if (body.targeting === null) patch.targeting = targetingFromText(patch.targetAudience ?? current.targetAudience, defaultCountries);
  assertPlacesApart(patch.targeting);
  assertSpecialCategoryRules(
    patch.specialAdCategories ?? current.specialAdCategories,
    patch.targeting !== undefined ? patch.targeting : current.targeting,
  );
  return patch;
}

export function createCampaignsService(deps: CampaignsServiceDeps) {
  const repo = createCampaignsRepo(deps.db);

  /** Saves the edit of an unpublished campaign under a row lock; false (nothing saved) when the campaign is published. */
  async function saveUnpublished(userId: number, id: number, body: UpdateCampaignBody): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const txRepo = createCampaignsRepo(tx as unknown as Db);
      const current = await txRepo.findForUpdate(userId, id);
      if (!current) throw notFound(messages.campaignNotFound);
      if (deps.onPublishedChange && isPublished(current)) return false;
      await txRepo.update(userId, id, campaignPatch(current, body, deps.clock(), deps.defaultCountries ?? []));
      return true;
    });
  }

  /**
   * Facebook first, then the row. The lease (the one publishing takes) keeps a publish or another
   * edit of this campaign from interleaving, so Facebook and the row change in the same order.
   */
  async function savePublished(userId: number, id: number, body: UpdateCampaignBody): Promise<void> {
    const now = deps.clock();
    if (!(await repo.takePublishLease(id, new Date(now.getTime() + PUSH_LEASE_MS), now))) {
      throw new AppError('CONFLICT', campaignPushMessages.busy);
    }
    try {
      const before = await repo.row(userId, id);
      if (!before) throw notFound(messages.campaignNotFound);
      const patch = campaignPatch(before, body, deps.clock(), deps.defaultCountries ?? []);
      await deps.onPublishedChange?.(userId, before, { ...before, ...patch });
      await repo.update(userId, id, patch);
    } finally {
      await repo.releasePublishLease(id);
    }
  }

  async function get(userId: number, id: number): Promise<Campaign> {
    const row = id <= MAX_ID ? await repo.find(userId, id) : undefined;
    if (!row) throw notFound(messages.campaignNotFound);
    return toCampaignDto(row);
  }

  return {
    get,

    /** What publishing to Facebook reads and records (decision 080); the facebook module never touches this table. */
    publishing: {
      async campaign(userId: number, id: number): Promise<PublishingCampaign | null> {
        const row = id <= MAX_ID ? await repo.row(userId, id) : undefined;
        if (!row) return null;
        return {
          ...row,
          objective: row.objective as CampaignObjective,
          budgetType: row.budgetType as BudgetType,
          conversionEvent: row.conversionEvent as ConversionEvent | null,
          status: row.status as CampaignStatus,
        };
      },
      /** The ad accounts the user's campaigns were published to (the insights sync covers each; decision 181). */
      publishedAdAccounts: (userId: number) => repo.publishedAdAccounts(userId),
      saveIds: (id: number, ids: { fbAdAccountId?: string; fbCampaignId?: string; fbAdSetId?: string }) => repo.setFacebookIds(id, ids),
      /** The status Facebook now has (decision 116): written as is, not pushed back to Facebook. */
      saveStatus: (id: number, status: CampaignStatus) => repo.setStatus(id, status, deps.clock()),
      lease: (id: number, until: Date) => repo.takePublishLease(id, until, deps.clock()),
      releaseLease: (id: number) => repo.releasePublishLease(id),
    },

    async list(userId: number, query: PageQuery): Promise<Page<Campaign>> {
      const [rows, total] = await Promise.all([repo.list(userId, query.size, query.page * query.size), repo.totalByUser(userId)]);
      return toPage(rows.map(toCampaignDto), total, query);
    },

    counts: (userId: number) => repo.countByUser(userId),

    /** The newest campaigns without a total (the dashboard's Recent Campaigns). */
    async newest(userId: number, limit: number): Promise<Campaign[]> {
      return (await repo.list(userId, limit, 0)).map(toCampaignDto);
    },

    /** Whether the campaign is the user's; ids beyond int4 never are. */
    async isOwned(userId: number, id: number): Promise<boolean> {
      return id <= MAX_ID && repo.exists(userId, id);
    },

    async create(userId: number, body: CreateCampaignBody): Promise<Campaign> {
      assertDates(body.startDate ?? null, body.endDate ?? null);
      assertBudgetFitsType(body.budgetType ?? DEFAULT_BUDGET_TYPE, body);
      await deps.checkAccountChoice?.(userId, newAccountChoice(null, body));
      assertPlacesApart(body.targeting);
      assertSpecialCategoryRules(body.specialAdCategories ?? [], body.targeting);
      const now = deps.clock();
      const row = await repo.insert({
        userId,
        createdAt: now,
        updatedAt: now,
        name: body.name,
        objective: body.objective,
        status: body.status ?? DEFAULT_CAMPAIGN_STATUS,
        ...budgetsFor(body.budgetType ?? DEFAULT_BUDGET_TYPE, body.dailyBudget ?? null, body.totalBudget ?? null),
        targetAudience: body.targetAudience ?? null,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        ...facebookFieldsOf(body),
        ...audienceFieldsOf(body),
        // Without a targeting of its own, the one its free text names (decision 178).
        targeting: body.targeting ?? targetingFromText(body.targetAudience, deps.defaultCountries ?? []),
      });
      return toCampaignDto({ ...row, adCount: 0, deliverySchedule: null });
    },

    /**
     * Edits a campaign. A published one (it has a Facebook campaign or ad set) is changed on Facebook
     * first, under the campaign's lease: when Facebook refuses, nothing is saved (decision 086).
     */
    async update(userId: number, id: number, body: UpdateCampaignBody): Promise<Campaign> {
      if (id > MAX_ID) throw notFound(messages.campaignNotFound);
      if (body.adAccountId || body.pageId) {
        const current = await repo.row(userId, id);
        if (!current) throw notFound(messages.campaignNotFound);
        await deps.checkAccountChoice?.(userId, newAccountChoice(current, body));
      }
      if (!(await saveUnpublished(userId, id, body))) await savePublished(userId, id, body);
      return get(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (id > MAX_ID) throw notFound(messages.campaignNotFound);
      await deps.deleteAds(userId, [id], async (tx) => {
        if (!(await createCampaignsRepo(tx).delete(userId, id))) throw notFound(messages.campaignNotFound);
      });
    },

    /**
     * Deletes those of the campaigns that are the user's, with their ads (media released), in one
     * transaction; for bulk work such as refreshing the demo account, where one campaign at a time
     * would check the user's media once per campaign.
     */
    async removeMany(userId: number, ids: number[]): Promise<void> {
      await deps.deleteAds(userId, ids, (tx) => createCampaignsRepo(tx).deleteMany(userId, ids));
    },
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
