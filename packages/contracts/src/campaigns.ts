/** Campaigns (spec 1 §3, §4, §5, §7): enums, request and response shapes of /api/campaigns. */
import { z } from 'zod';
import { conversionEvents, facebookMessages } from './facebook.ts';
import { messages } from './messages.ts';
import { dateInput, enumInput, moneyInput, optionalText, requiredText } from './money-date.ts';
import { pageOf } from './paging.ts';
import { specialAdCategoriesSchema, targetingSchema } from './targeting.ts';

export const campaignObjectives = [
  'BRAND_AWARENESS',
  'REACH',
  'TRAFFIC',
  'ENGAGEMENT',
  'APP_INSTALLS',
  'VIDEO_VIEWS',
  'LEAD_GENERATION',
  'CONVERSIONS',
  'CATALOG_SALES',
  'STORE_TRAFFIC',
] as const;
export type CampaignObjective = (typeof campaignObjectives)[number];

export const budgetTypes = ['DAILY', 'LIFETIME'] as const;
export type BudgetType = (typeof budgetTypes)[number];
export const DEFAULT_BUDGET_TYPE: BudgetType = 'DAILY';

/** Spec 1 §4: any status may be chosen freely; no transition rules. */
export const campaignStatuses = ['DRAFT', 'ACTIVE', 'PAUSED', 'COMPLETED', 'FAILED'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = 'DRAFT';

/** Weekdays as schedules name them (ISO order, Monday first). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const WEEKDAY_SHORT: Record<Weekday, string> = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' };

/**
 * The days a delivery schedule keeps, in words: excluded SAT, SUN → 'Mon–Fri'; excluded FRI, SAT →
 * 'Mon–Thu, Sun'. Runs of three or more days are joined with an en dash.
 */
export function deliveryDaysLabel(excludedDays: readonly Weekday[]): string {
  const kept = WEEKDAYS.filter((d) => !excludedDays.includes(d));
  const runs: Weekday[][] = [];
  for (const d of kept) {
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1) as Weekday) === WEEKDAYS.indexOf(d) - 1) last.push(d);
    else runs.push([d]);
  }
  return runs
    .flatMap((r) =>
      r.length >= 3 ? [`${WEEKDAY_SHORT[r[0] as Weekday]}–${WEEKDAY_SHORT[r.at(-1) as Weekday]}`] : r.map((d) => WEEKDAY_SHORT[d]),
    )
    .join(', ');
}

export const CAMPAIGN_NAME_MAX = 255;
export const TARGET_AUDIENCE_MAX = 2000;

const objective = enumInput(campaignObjectives, messages.campaignObjectiveRequired, 'Campaign objective');
const budgetType = enumInput(budgetTypes, messages.budgetTypeRequired, 'Budget type');
const status = enumInput(campaignStatuses, messages.statusRequired, 'Status');
const targetAudience = optionalText(TARGET_AUDIENCE_MAX, messages.targetAudienceTooLong, messages.targetAudienceNotText);

/** An id Facebook gives (pixel, app, catalog, product set): digits; '' and null clear it. */
const facebookObjectId = (label: string) =>
  z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,30}$/, `${label} must be a Facebook id (digits).`)
          .or(z.literal('')),
        z.null(),
      ],
      { error: `${label} must be text.` },
    )
    .transform((v) => v || null);

/** The campaign fields some objectives need to publish on Facebook, with the names the user reads. */
export const campaignFacebookFieldLabels = {
  pixelId: 'Pixel ID',
  conversionEvent: 'Conversion event',
  appId: 'App ID',
  appStoreUrl: 'App store URL',
  catalogId: 'Catalog ID',
  productSetId: 'Product set ID',
} as const;
export type CampaignFacebookField = keyof typeof campaignFacebookFieldLabels;
const label = campaignFacebookFieldLabels;

/** What some objectives need to publish on Facebook (docs/decisions/080-publishing-to-facebook.md). */
export const campaignFacebookFields = {
  pixelId: facebookObjectId(label.pixelId).optional(),
  conversionEvent: z
    .union(
      [
        z.enum(conversionEvents, { error: `${label.conversionEvent} must be one of ${conversionEvents.join(', ')}.` }),
        z.literal(''),
        z.null(),
      ],
      {
        error: `${label.conversionEvent} must be one of ${conversionEvents.join(', ')}.`,
      },
    )
    .transform((v) => v || null)
    .optional(),
  appId: facebookObjectId(label.appId).optional(),
  appStoreUrl: z
    .union(
      [
        z
          .string()
          .trim()
          .max(2048)
          .regex(/^https:\/\/\S+$/, `${label.appStoreUrl} must start with https://.`)
          .or(z.literal('')),
        z.null(),
      ],
      { error: `${label.appStoreUrl} must be text.` },
    )
    .transform((v) => v || null)
    .optional(),
  catalogId: facebookObjectId(label.catalogId).optional(),
  productSetId: facebookObjectId(label.productSetId).optional(),
};

/**
 * Issue 17: the structured audience publishing sends, Meta's special ad categories, and the ad account and
 * page this campaign publishes with (null: the defaults chosen in Settings). Checked against the connection's lists.
 */
export const campaignAudienceFields = {
  targeting: targetingSchema.nullable().optional(),
  specialAdCategories: specialAdCategoriesSchema.optional(),
  adAccountId: facebookObjectId('Ad account').optional(),
  pageId: facebookObjectId('Page').optional(),
};

export interface PublishingRequirement {
  /** Every one must be set before an ad of the campaign can be published. */
  fields: readonly CampaignFacebookField[];
  /** What the user reads when one is missing. */
  missing: string;
}

/**
 * The objectives whose ad set promotes an object the campaign names (pixel, app, catalog); the others
 * need none of these fields. Saving never requires them: publishing does (decision 080).
 */
const PUBLISHING_REQUIREMENTS: Partial<Record<CampaignObjective, PublishingRequirement>> = {
  CONVERSIONS: { fields: ['pixelId', 'conversionEvent'], missing: facebookMessages.needsPixel },
  APP_INSTALLS: { fields: ['appId', 'appStoreUrl'], missing: facebookMessages.needsApp },
  CATALOG_SALES: { fields: ['catalogId', 'productSetId'], missing: facebookMessages.needsCatalog },
};

export const publishingRequirementOf = (objective: string): PublishingRequirement | null =>
  PUBLISHING_REQUIREMENTS[objective as CampaignObjective] ?? null;

const endNotBeforeStart = (b: { startDate?: string | null; endDate?: string | null }) =>
  !b.startDate || !b.endDate || b.endDate >= b.startDate;

/**
 * POST /api/campaigns. Only the budget matching the budget type is kept (the other is cleared), so
 * the form may send both. Absent budgetType means DAILY; an empty one is 'Budget type is required'.
 */
export const createCampaignBody = z
  .object({
    name: requiredText(messages.campaignNameRequired, CAMPAIGN_NAME_MAX, messages.campaignNameTooLong),
    objective,
    budgetType: budgetType.optional(),
    dailyBudget: moneyInput('Daily budget').optional(),
    totalBudget: moneyInput('Total budget').optional(),
    targetAudience: targetAudience.optional(),
    startDate: dateInput(messages.invalidStartDate, messages.startDateOutOfRange).optional(),
    endDate: dateInput(messages.invalidEndDate, messages.endDateOutOfRange).optional(),
    status: status.optional(),
    ...campaignFacebookFields,
    ...campaignAudienceFields,
  })
  .refine(endNotBeforeStart, { message: messages.endDateBeforeStart, path: ['endDate'] });
export type CreateCampaignBody = z.output<typeof createCampaignBody>;

/**
 * PUT /api/campaigns/{id}: the edit dialog sends name, budget and status (spec 1 §7); every create
 * field is accepted too. Absent fields stay as they are. `budget` sets the budget of the (new) budget type.
 */
export const updateCampaignBody = z.object({
  name: requiredText(messages.nameRequired, CAMPAIGN_NAME_MAX, messages.nameTooLong).optional(),
  budget: moneyInput('Budget').optional(),
  status: status.optional(),
  objective: objective.optional(),
  budgetType: budgetType.optional(),
  dailyBudget: moneyInput('Daily budget').optional(),
  totalBudget: moneyInput('Total budget').optional(),
  targetAudience: targetAudience.optional(),
  startDate: dateInput(messages.invalidStartDate, messages.startDateOutOfRange).optional(),
  endDate: dateInput(messages.invalidEndDate, messages.endDateOutOfRange).optional(),
  ...campaignFacebookFields,
  ...campaignAudienceFields,
});
export type UpdateCampaignBody = z.output<typeof updateCampaignBody>;

/**
 * Money is serialized as a JSON number with at most 2 decimals, parsed from the database's exact
 * decimal text (docs/decisions/012-money.md). `budget` is the daily budget for DAILY campaigns and
 * the total budget for LIFETIME ones; null when not set.
 */
export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  objective: z.enum(campaignObjectives),
  status: z.enum(campaignStatuses),
  budgetType: z.enum(budgetTypes),
  dailyBudget: z.number().nullable(),
  totalBudget: z.number().nullable(),
  budget: z.number().nullable(),
  adCount: z.number().int(),
  /** Same as adCount (spec 1 §3 reads both). */
  totalAds: z.number().int(),
  targetAudience: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  pixelId: z.string().nullable(),
  conversionEvent: z.enum(conversionEvents).nullable(),
  appId: z.string().nullable(),
  appStoreUrl: z.string().nullable(),
  catalogId: z.string().nullable(),
  productSetId: z.string().nullable(),
  /** The structured audience publishing sends (issue 17); null: countries read from targetAudience. */
  targeting: targetingSchema.nullable(),
  specialAdCategories: specialAdCategoriesSchema,
  /** The ad account and page this campaign publishes with; null: the defaults chosen in Settings. */
  adAccountId: z.string().nullable(),
  pageId: z.string().nullable(),
  /** The Facebook campaign this campaign is published as, once one of its ads is. */
  fbCampaignId: z.string().nullable(),
  /**
   * The delivery schedule an applied AD_SCHEDULING recommendation set (decision 155): the app pauses the
   * campaign on these weekdays of the user's time zone (the ad account's, else their own, else UTC; decision 160) and resumes it after; null = none.
   */
  deliverySchedule: z
    .object({ excludedDays: z.array(z.enum(WEEKDAYS)), deliversOn: z.string(), recommendationId: z.number().int().nullable() })
    .nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignPage = pageOf(campaignSchema);
export type CampaignPage = z.infer<typeof campaignPage>;
