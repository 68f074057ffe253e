/** Facebook: connection, publishing and the Ad Library (issue 8). Messages the user reads, and request shapes. */
import { z } from 'zod';

export const facebookMessages = {
  noAdAccount: 'Choose a Facebook ad account in Settings before publishing.',
  noPage: 'Choose a Facebook page in Settings before publishing.',
  noCampaign: "Put this ad in a campaign before publishing: Facebook needs the campaign's budget and dates.",
  noBudget: 'Set a daily or total budget on the campaign before publishing.',
  lifetimeNeedsEndDate: 'A campaign with a total budget needs an end date before publishing.',
  endDatePassed: "The campaign's end date has passed. Move it to a future date to publish.",
  noImage: 'The ad needs an image to publish: select a content with an image or upload one.',
  noDestinationUrl: 'Add the destination URL (the page people visit) to the ad before publishing.',
  needsPixel: 'A Conversions campaign needs a Facebook pixel ID and a conversion event (e.g. PURCHASE) before publishing.',
  needsApp: 'An App installs campaign needs the app ID and its store URL before publishing.',
  needsCatalog: 'A Catalog sales campaign needs a catalog ID and a product set ID before publishing.',
  leadObjectiveNeedsLeadAd: 'A Lead generation campaign publishes lead form ads: change the ad type to LEAD_FORM_AD.',
  leadAdNeedsLeadObjective: 'A lead form ad can only be published in a Lead generation campaign.',
  noLeadForm: 'The Facebook page has no lead form. Create an instant form on the page, then publish again.',
  imageNotStored: 'The ad image is not one of your stored pictures: upload it or generate one before publishing.',
  /** Facebook refused the configured Graph API version (error 2635, decision 176). */
  apiVersionRetired: 'Facebook no longer accepts this version of its API; the administrator must update FACEBOOK_API_VERSION',
} as const;

export const conversionEvents = [
  'PURCHASE',
  'LEAD',
  'COMPLETE_REGISTRATION',
  'ADD_TO_CART',
  'INITIATED_CHECKOUT',
  'SUBSCRIBE',
  'CONTACT',
] as const;
export type ConversionEvent = (typeof conversionEvents)[number];

/** How a published ad starts delivering: the user chooses. */
export const publishDeliveries = ['ACTIVE', 'PAUSED'] as const;
export type PublishDelivery = (typeof publishDeliveries)[number];

export const connectionMessages = {
  unknownAdAccount: 'This ad account is not among the accounts your Facebook login can use.',
  disabledAdAccount: 'This ad account is not active on Facebook (disabled, unsettled or closed). Choose an active one.',
  unknownPage: 'This page is not among the pages your Facebook login manages.',
  alreadyLinked: 'This Facebook account is already linked to another Ads Creative account.',
} as const;

/** Facebook's ad account statuses (account_status). */
export const AD_ACCOUNT_STATUS: Record<number, string> = {
  1: 'ACTIVE',
  2: 'DISABLED',
  3: 'UNSETTLED',
  7: 'PENDING_RISK_REVIEW',
  8: 'PENDING_SETTLEMENT',
  9: 'IN_GRACE_PERIOD',
  100: 'PENDING_CLOSURE',
  101: 'CLOSED',
};

/** A token this close to expiry asks the user to reconnect. */
export const RECONNECT_BEFORE_EXPIRY_DAYS = 7;

export const adAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
  status: z.string(),
  /** Only active accounts can publish. */
  usable: z.boolean(),
});

export const pageSchema = z.object({ id: z.string(), name: z.string() });

export const connectionSchema = z.object({
  connected: z.boolean(),
  facebookName: z.string().nullable(),
  tokenExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  adAccount: adAccountSchema.pick({ id: true, name: true, currency: true, timezone: true }).nullable(),
  page: pageSchema.nullable(),
  needsReconnect: z.boolean(),
  /** Data from the simulated Facebook (FACEBOOK_SANDBOX): labelled as such everywhere. */
  sandbox: z.boolean(),
});
export type FacebookConnection = z.infer<typeof connectionSchema>;

export const chooseConnectionBody = z.object({
  adAccountId: z
    .string()
    .trim()
    .regex(/^(act_)?\d{1,20}$/, 'adAccountId must be an ad account id (digits, optionally act_).')
    .transform((v) => v.replace(/^act_/, '')),
  pageId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'pageId must be a page id (digits).'),
});

/** No body is the spec's call (the detail page sends none): publish paused. */
export const publishBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    /** Start delivering at once, or publish paused and start it later. Default PAUSED: nothing spends until the user says so. */
    delivery: z.enum(publishDeliveries, { error: 'delivery must be ACTIVE or PAUSED.' }).default('PAUSED'),
  }),
);

export const facebookStatusBody = z.object({ status: z.enum(['ACTIVE', 'PAUSED'], { error: 'status must be ACTIVE or PAUSED.' }) });

export const syncRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  jobId: z.string().nullable(),
  since: z.iso.date().nullable(),
  until: z.iso.date().nullable(),
  rows: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Facebook asked us to slow down: the queued run resumes then, where it stopped (decision 177). */
  resumesAt: z.iso.datetime({ offset: true }).nullable(),
});
export const syncStatusSchema = z.object({ lastRun: syncRunSchema.nullable() });

/** Why a change to a published campaign does not reach Facebook (and so is not saved either). Decision 086. */
export const campaignPushMessages = {
  busy: 'This campaign is being published or changed on Facebook right now. Try again in a moment.',
  /** A published campaign keeps the ad account its Facebook objects are in (decision 181). */
  accountFixed: (accountId: string) =>
    `This campaign is published in ad account ${accountId} and cannot move to another one. Create a new campaign for the other account.`,
  budgetTypeFixed:
    'Facebook cannot switch a published campaign between a daily and a total budget. Keep its budget type, or create a new campaign.',
  needsBudget: 'A published campaign needs a budget: Facebook cannot run its ad set without one.',
  lifetimeNeedsEndDate: 'A published campaign with a total budget needs an end date.',
  endDatePassed: 'The end date of a published campaign cannot be in the past.',
} as const;

/** Why a published ad does not deliver, as Facebook reports it (shown as the ad's publishError). Decision 087. */
export const adDeliveryMessages = {
  /** `reasons`: Facebook's review feedback, "Policy: explanation" each. */
  rejected: (reasons: string) => `Facebook rejected this ad: ${reasons}`,
  rejectedNoReason: "Facebook rejected this ad: it does not follow Facebook's advertising policies.",
  withIssues: (issue: string) => `Facebook stopped delivering this ad: ${issue}`,
  withIssuesNoReason: 'Facebook stopped delivering this ad because of an issue with it or its ad account.',
  pendingBilling: "Facebook is waiting for the ad account's payment details before it delivers this ad.",
} as const;

export const publishMessages = {
  inProgress: 'This campaign is being published right now. Try again in a moment.',
  notPublished: 'This ad is not published on Facebook yet.',
  failed: 'Publishing stopped before it finished. Try again: it resumes where it stopped.',
} as const;
