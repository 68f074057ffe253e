/**
 * The campaign form (create and edit pages, spec 1 §2, §5): its values as the inputs hold them, the
 * client-side rules with the spec's messages, and the request body built from them.
 */
import {
  type BudgetType,
  budgetTypes,
  CAMPAIGN_NAME_MAX,
  type Campaign,
  type CampaignFacebookField,
  type CampaignObjective,
  campaignFacebookFieldLabels,
  campaignFacebookFields,
  campaignObjectives,
  createCampaignBody,
  DEFAULT_BUDGET_TYPE,
  publishingRequirementOf,
  TARGET_AUDIENCE_MAX,
} from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { MAX_BUDGET, MIN_BUDGET } from '@ads-creative/contracts/money-date';
import { specialCategoryViolations } from '@ads-creative/contracts/publishing-rules';
import { placeOverlaps, SPECIAL_AD_CATEGORIES, type SpecialAdCategory, type Targeting } from '@ads-creative/contracts/targeting';
import { z } from 'zod';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string): v is T =>
    (values as readonly string[]).includes(v);

/** NumberInput holds a number, '' when empty, or the text being typed ('1.') while it is not a number yet. */
const amount = z.union([z.number(), z.string()]);

/** The publishing fields (pixel and event, app, catalog), in the order the form and the detail page show them. */
export const publishingFields = Object.keys(campaignFacebookFieldLabels) as CampaignFacebookField[];

/** A publishing field as the server takes it (trimmed; '' is null), or its problem in the server's words. */
function publishingValue(field: CampaignFacebookField, raw: string): { value: string | null } | { problem: string } {
  const parsed = campaignFacebookFields[field].safeParse(raw);
  return parsed.success ? { value: parsed.data ?? null } : { problem: parsed.error.issues[0]?.message ?? 'Invalid value' };
}

/** A date input ('' when empty) checked with the server's own rule: a calendar day the API takes, in the server's words. */
const dateField = (rule: z.ZodType) =>
  z.string().superRefine((v, ctx) => {
    const [issue] = rule.safeParse(v).error?.issues ?? [];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });

/** The amount of a budget input: null when empty, NaN when it is not a number. */
export const amountOf = (v: number | string): number | null => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

export const campaignFormSchema = z
  .object({
    name: z.string().trim().min(1, messages.campaignNameRequired).max(CAMPAIGN_NAME_MAX, messages.campaignNameTooLong),
    objective: z.string().refine(isOneOf(campaignObjectives), messages.campaignObjectiveRequired),
    budgetType: z.string().refine(isOneOf(budgetTypes), messages.budgetTypeRequired),
    dailyBudget: amount,
    totalBudget: amount,
    targetAudience: z.string().max(TARGET_AUDIENCE_MAX, messages.targetAudienceTooLong),
    startDate: dateField(createCampaignBody.shape.startDate),
    endDate: dateField(createCampaignBody.shape.endDate),
    /** The structured audience (issue 17): 'Fill from description' (decision 179) and the targeting editor (decision 178) set it; null leaves it to the server. */
    targeting: z.custom<Targeting | null>(),
    /** Meta's special ad categories (decision 180): none by default; their targeting limits are checked below. */
    specialAdCategories: z.array(z.enum(SPECIAL_AD_CATEGORIES)),
    /** The campaign's own ad account and page ('' = the defaults of Settings; decision 181). */
    adAccountId: z.string(),
    pageId: z.string(),
    ...(Object.fromEntries(publishingFields.map((f) => [f, z.string()])) as Record<CampaignFacebookField, z.ZodString>),
  })
  .superRefine((v, ctx) => {
    // Only the fields the objective shows are sent, so only those are checked (with the server's rules).
    for (const field of publishingRequirementOf(v.objective)?.fields ?? []) {
      const checked = publishingValue(field, v[field]);
      if ('problem' in checked) ctx.addIssue({ code: 'custom', message: checked.problem, path: [field] });
    }
    // The server's check, same words (it checks a structured targeting only; null publishes countries at Meta's defaults).
    const [violation] = v.targeting ? specialCategoryViolations(v.specialAdCategories, v.targeting) : [];
    if (violation) ctx.addIssue({ code: 'custom', message: violation, path: ['specialAdCategories'] });
    // Places Facebook refuses together (the targeting card lists them as they appear).
    const [overlap] = v.targeting ? placeOverlaps(v.targeting) : [];
    if (overlap) ctx.addIssue({ code: 'custom', message: overlap, path: ['targeting'] });
    if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', message: messages.endDateBeforeStart, path: ['endDate'] });
    }
    // Only the budget of the chosen type is sent, so only that one is checked (the same bounds as the server).
    const [field, label] =
      v.budgetType === 'LIFETIME' ? (['totalBudget', 'Total budget'] as const) : (['dailyBudget', 'Daily budget'] as const);
    const value = amountOf(v[field]);
    const problem =
      value === null
        ? null
        : Number.isNaN(value)
          ? `${label} must be a number.`
          : value < MIN_BUDGET
            ? `${label} must be at least ${MIN_BUDGET}.`
            : value > MAX_BUDGET
              ? `${label} must be at most ${MAX_BUDGET.toLocaleString('en-US')}.`
              : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
  });

export type CampaignFormValues = z.input<typeof campaignFormSchema>;
export const campaignFormFields = [
  'name',
  'objective',
  'budgetType',
  'dailyBudget',
  'totalBudget',
  'targetAudience',
  'startDate',
  'endDate',
  'targeting',
  'specialAdCategories',
  'adAccountId',
  'pageId',
  ...publishingFields,
] as const;

export const emptyCampaignForm: CampaignFormValues = {
  name: '',
  objective: '',
  budgetType: DEFAULT_BUDGET_TYPE,
  dailyBudget: '',
  totalBudget: '',
  targetAudience: '',
  startDate: '',
  endDate: '',
  targeting: null,
  specialAdCategories: [],
  adAccountId: '',
  pageId: '',
  ...(Object.fromEntries(publishingFields.map((f) => [f, ''])) as Record<CampaignFacebookField, string>),
};

export const campaignFormValuesOf = (c: Campaign): CampaignFormValues => ({
  name: c.name,
  objective: c.objective,
  budgetType: c.budgetType,
  dailyBudget: c.dailyBudget ?? '',
  totalBudget: c.totalBudget ?? '',
  targetAudience: c.targetAudience ?? '',
  startDate: c.startDate ?? '',
  endDate: c.endDate ?? '',
  targeting: c.targeting ?? null,
  specialAdCategories: c.specialAdCategories,
  adAccountId: c.adAccountId ?? '',
  pageId: c.pageId ?? '',
  ...(Object.fromEntries(publishingFields.map((f) => [f, c[f] ?? ''])) as Record<CampaignFacebookField, string>),
});

/** The body of POST and PUT /api/campaigns; null clears a field (an absent publishing field stays as it is). */
export interface CampaignPayload extends Partial<Record<CampaignFacebookField, string | null>> {
  name: string;
  objective: CampaignObjective;
  budgetType: BudgetType;
  dailyBudget: number | null;
  totalBudget: number | null;
  targetAudience: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Absent: the campaign's targeting stays as it is (or, new, the server reads it from the text). */
  targeting?: Targeting;
  /** The form always sends them ([] for none); absent, they stay as they are. */
  specialAdCategories?: SpecialAdCategory[];
  adAccountId?: string | null;
  pageId?: string | null;
}

/** The objective's publishing fields as typed; the others null, like the hidden budget (decision 088). */
function publishingPayload(v: CampaignFormValues): Record<CampaignFacebookField, string | null> {
  const shown = publishingRequirementOf(v.objective)?.fields ?? [];
  const sent = (f: CampaignFacebookField) => {
    const checked = shown.includes(f) ? publishingValue(f, v[f]) : null;
    return checked && 'value' in checked ? checked.value : null;
  };
  return Object.fromEntries(publishingFields.map((f) => [f, sent(f)])) as Record<CampaignFacebookField, string | null>;
}

export function campaignPayload(v: CampaignFormValues): CampaignPayload {
  const budgetType = v.budgetType as BudgetType;
  return {
    name: v.name.trim(),
    objective: v.objective as CampaignObjective,
    budgetType,
    // The hidden budget is not sent: switching type and back keeps what was typed, but only the visible one counts.
    dailyBudget: budgetType === 'DAILY' ? amountOf(v.dailyBudget) : null,
    totalBudget: budgetType === 'LIFETIME' ? amountOf(v.totalBudget) : null,
    targetAudience: v.targetAudience.trim() || null,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    ...(v.targeting ? { targeting: v.targeting } : {}),
    specialAdCategories: v.specialAdCategories,
    adAccountId: v.adAccountId || null,
    pageId: v.pageId || null,
    ...publishingPayload(v),
  };
}
