/** What the server tells anonymous visitors about itself: the legal contact address and sign-in options. */
import { z } from 'zod';

export const publicConfigResponse = z.object({
  contactEmail: z.email(),
  facebookLogin: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

/** Shown by the legal pages until /api/public/config answers (and if it never does). */
export const FALLBACK_CONTACT_EMAIL = 'privacy@ads-creative.app';
