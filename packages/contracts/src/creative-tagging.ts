/**
 * The routes of the stored creative tags (issue 18, decision 183): POST /api/creative/tag reads a copy, PUT
 * /api/contents/{id}/tags and /api/ads/{id}/tags set the user's angles. Inputs bounded as an ad's fields are.
 */
import { z } from 'zod';
import { callToActions, DESCRIPTION_MAX, HEADLINE_MAX, PRIMARY_TEXT_MAX } from './ads.ts';
import { adLanguages } from './ai.ts';
import { anglesSchema, creativeTagsSchema } from './creative-tags.ts';
import { messages } from './messages.ts';
import { enumInput, optionalText, requiredText } from './money-date.ts';

/** POST /api/creative/tag: one copy, as the ad form or a variation card holds it. */
export const tagCopyBody = z.object({
  headline: requiredText(messages.headlineRequired, HEADLINE_MAX, messages.headlineTooLong),
  primaryText: optionalText(PRIMARY_TEXT_MAX, messages.primaryTextTooLong, messages.primaryTextNotText),
  description: optionalText(DESCRIPTION_MAX, messages.descriptionTooLong, messages.descriptionNotText).optional(),
  callToAction: enumInput(callToActions, messages.callToActionRequired, 'Call to Action').optional(),
  language: enumInput(adLanguages, 'Language is required.', 'Language').optional(),
});
export type TagCopyBody = z.output<typeof tagCopyBody>;

/** PUT /api/contents/{id}/tags and /api/ads/{id}/tags: the angles the user says the copy has (1–3, each once). */
export const setAnglesBody = z.object({ angles: anglesSchema });
export type SetAnglesBody = z.output<typeof setAnglesBody>;

export const tagsResponse = z.object({ tags: creativeTagsSchema });
export type TagsResponse = z.infer<typeof tagsResponse>;

/** How the tags read on the ad page (the angles by ANGLE_LABELS, the hook by HOOK_LABELS, the length by LENGTH_LABELS). */
export const CREATIVE_FORMAT_LABELS = { IMAGE: 'Image', VIDEO: 'Video', TEXT: 'Text only' } as const;

export const creativeTagMessages = {
  title: 'Creative tags',
  notTagged: 'Not tagged yet: the tags appear once the server has read this copy.',
  emoji: 'Emoji',
  noEmoji: 'No emoji',
  setByYou: 'Angles set by you',
  setByTagger: 'Angles read from the copy',
  correct: 'Correct the angles',
  anglesLabel: 'Angles (1 to 3, the main one first)',
  save: 'Save angles',
  cancel: 'Cancel',
  saved: 'Angles saved. Edits of the copy keep them.',
  saveFailed: 'Could not save the angles',
} as const;
