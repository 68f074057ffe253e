/** Ads and their generated text options (spec 1 §3, §4, §5, §7): enums, labels, request and response shapes of /api/ads. */
import { z } from 'zod';
import { creativeTagsSchema } from './creative-tags.ts';
import { messages } from './messages.ts';
import { enumInput, mediaUrlInput, optionalText, requiredText } from './money-date.ts';
import { idParam, pageOf } from './paging.ts';

export const adTypes = ['PAGE_POST_AD', 'WEBSITE_CONVERSION_AD', 'LEAD_FORM_AD'] as const;
export type AdType = (typeof adTypes)[number];
export const DEFAULT_AD_TYPE: AdType = 'PAGE_POST_AD';

/** Every status an ad can be in; PENDING and REJECTED come from Facebook's review. */
export const adStatuses = ['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'COMPLETED', 'FAILED', 'REJECTED'] as const;
export type AdStatus = (typeof adStatuses)[number];
/** The statuses the ad edit dropdown offers (spec 1 §4), and so the ones a user may set. */
export const editableAdStatuses = ['DRAFT', 'ACTIVE', 'PAUSED', 'COMPLETED', 'FAILED'] as const;
export const DEFAULT_AD_STATUS: AdStatus = 'DRAFT';

export const callToActions = [
  'SHOP_NOW',
  'LEARN_MORE',
  'SIGN_UP',
  'DOWNLOAD',
  'CONTACT_US',
  'APPLY_NOW',
  'BOOK_NOW',
  'GET_OFFER',
  'MESSAGE_PAGE',
  'SUBSCRIBE',
] as const;
export type CallToAction = (typeof callToActions)[number];

/** Labels in English plus Vietnamese, as the spec shows them ('Shop Now - Mua ngay'). */
export const CALL_TO_ACTION_LABELS: Record<CallToAction, string> = {
  SHOP_NOW: 'Shop Now - Mua ngay',
  LEARN_MORE: 'Learn More - Tìm hiểu thêm',
  SIGN_UP: 'Sign Up - Đăng ký',
  DOWNLOAD: 'Download - Tải xuống',
  CONTACT_US: 'Contact Us - Liên hệ với chúng tôi',
  APPLY_NOW: 'Apply Now - Nộp đơn ngay',
  BOOK_NOW: 'Book Now - Đặt ngay',
  GET_OFFER: 'Get Offer - Nhận ưu đãi',
  MESSAGE_PAGE: 'Send Message - Gửi tin nhắn',
  SUBSCRIBE: 'Subscribe - Đăng ký theo dõi',
};
/** Shown on the ad detail page for a code outside the list (spec 1 §3). */
export const INVALID_CALL_TO_ACTION_LABEL = 'Không hợp lệ';
/** Shown for an ad without a call to action: the ads list's fallback (spec 1 §2), on the detail page too. */
export const NO_CALL_TO_ACTION_LABEL = 'None';
export const isCallToAction = (code: string | null | undefined): code is CallToAction =>
  !!code && (callToActions as readonly string[]).includes(code);
/**
 * A call to action as people read it: the English and Vietnamese label, 'None' for none, and for a code
 * outside the list `unknown` (the detail page's 'Không hợp lệ' by default; the list card shows the code).
 */
export const callToActionLabel = (
  code: string | null | undefined,
  unknown: (code: string) => string = () => INVALID_CALL_TO_ACTION_LABEL,
) => (!code?.trim() ? NO_CALL_TO_ACTION_LABEL : isCallToAction(code) ? CALL_TO_ACTION_LABELS[code] : unknown(code));

export const AD_NAME_MAX = 255;
export const HEADLINE_MAX = 255;
export const DESCRIPTION_MAX = 1000;
export const PRIMARY_TEXT_MAX = 5000;

const name = requiredText(messages.nameRequired, AD_NAME_MAX, messages.nameTooLong);
const headline = requiredText(messages.headlineRequired, HEADLINE_MAX, messages.headlineTooLong);
const callToAction = enumInput(callToActions, messages.callToActionRequired, 'Call to Action');
const status = enumInput(editableAdStatuses, messages.statusRequired, 'Status');
const adType = enumInput(adTypes, 'Ad type is required', 'Ad type');
const description = optionalText(DESCRIPTION_MAX, messages.descriptionTooLong, messages.descriptionNotText);
const primaryText = optionalText(PRIMARY_TEXT_MAX, messages.primaryTextTooLong, messages.primaryTextNotText);
const campaignId = z.union([z.number().int(messages.invalidId).positive(messages.invalidId), z.null()], { error: messages.invalidId });
const url = mediaUrlInput(messages.invalidUrl);
/** Where a link ad sends people: an absolute http(s) URL; '' or null clears it. Required to publish link ads. */
export const DESTINATION_URL_MAX = 2048;
const destinationUrl = z
  .union([z.string().trim().max(DESTINATION_URL_MAX, 'Destination URL is too long.'), z.null()], { error: 'Destination URL must be text.' })
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Destination URL must start with http:// or https://.');

/** POST /api/ads: an ad written by hand. The same rules as the ad edit form (spec 1 §5). */
export const createAdBody = z.object({
  name,
  campaignId: campaignId.optional(),
  adType: adType.optional(),
  status: status.optional(),
  headline,
  description: description.optional(),
  primaryText: primaryText.optional(),
  callToAction,
  imageUrl: url.optional(),
  mediaFileUrl: url.optional(),
  videoUrl: url.optional(),
  destinationUrl: destinationUrl.optional(),
});
export type CreateAdBody = z.output<typeof createAdBody>;

/**
 * PUT /api/ads/{id}: the edit modal sends headline, primaryText, description, callToAction, imageUrl
 * and name (spec 1 §7); status and the other create fields are accepted too. Absent fields stay.
 */
export const updateAdBody = z.object({
  name: name.optional(),
  headline: headline.optional(),
  description: description.optional(),
  primaryText: primaryText.optional(),
  callToAction: callToAction.optional(),
  status: status.optional(),
  imageUrl: url.optional(),
  mediaFileUrl: url.optional(),
  videoUrl: url.optional(),
  campaignId: campaignId.optional(),
  adType: adType.optional(),
  destinationUrl: destinationUrl.optional(),
});
export type UpdateAdBody = z.output<typeof updateAdBody>;

export const selectContentQuery = z.object({ contentId: idParam });

export const adSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  adType: z.enum(adTypes),
  status: z.enum(adStatuses),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  primaryText: z.string().nullable(),
  /** A call-to-action code; normally one of `callToActions`, shown as 'Không hợp lệ' otherwise. */
  callToAction: z.string().nullable(),
  /** Same code as callToAction (the detail page reads `cta`). */
  cta: z.string().nullable(),
  imageUrl: z.string().nullable(),
  mediaFileUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  destinationUrl: z.string().nullable(),
  fbAdId: z.string().nullable(),
  /** Why the last publish attempt stopped (a retry resumes where it stopped); null once published. */
  publishError: z.string().nullable(),
  /** The creative tags of the ad's copy as it is (decision 183); null until tagged. */
  tags: creativeTagsSchema.nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

export const adPage = pageOf(adSchema);
export type AdPage = z.infer<typeof adPage>;

export const adContentSchema = z.object({
  id: z.number().int(),
  adId: z.number().int(),
  /** The variation's headline. */
  title: z.string().nullable(),
  /** The variation's primary text. */
  body: z.string().nullable(),
  isSelected: z.boolean(),
  createdDate: z.string(),
  // Filled for contents written by AI generation (optional: older clients and fixtures omit them).
  description: z.string().nullable().optional(),
  callToAction: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  mediaFileUrl: z.string().nullable().optional(),
  /** The content's creative tags (decision 183); null until tagged. */
  tags: creativeTagsSchema.nullable().optional(),
});
export type AdContent = z.infer<typeof adContentSchema>;
