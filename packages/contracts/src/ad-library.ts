/** Importing from the Facebook Ad Library (spec 1 §7, issue 8): messages and shapes. */
import { z } from 'zod';

export const adLibraryMessages = {
  notConfigured:
    'Ad Library import is not set up: set SCRAPECREATORS_API_KEY, or connect Facebook in Settings to use the Meta Ad Library API (EU/UK and political ads only).',
  metaCoverage: 'The Meta Ad Library API only covers ads delivered in the EU/UK and political or issue ads.',
} as const;

export const adLibraryItemSchema = z.object({
  id: z.string(),
  source: z.string(),
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
  body: z.string(),
  snapshot: z.object({ body: z.string() }),
  text: z.string(),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  callToAction: z.string().nullable(),
  imageUrl: z.string().nullable(),
  importedAt: z.iso.datetime({ offset: true }),
});
