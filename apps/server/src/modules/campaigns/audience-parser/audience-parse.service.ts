/**
 * POST /api/campaigns/targeting/parse (decision 179): the built-in reader's candidates, resolved with Meta's
 * targeting search when the user has a Facebook connection. The search comes in as a port (the campaigns
 * module does not import the facebook module; the composition root hands it over).
 */
import type { ParsedTargeting, ParseTargetingBody } from '@ads-creative/contracts/targeting-parse';
import { parseAudience } from './parse-audience.ts';
import { type AudienceSearch, resolveAudience } from './resolve-audience.ts';

export interface AudienceLookup {
  /** Meta's targeting search on the user's token, or null when the user has no Facebook connection to search with. */
  searchFor(userId: number): Promise<AudienceSearch | null>;
}

export function createAudienceParseService(deps: { lookup: AudienceLookup; defaultCountries: readonly string[] }) {
  return {
    async parse(userId: number, body: ParseTargetingBody): Promise<ParsedTargeting> {
      const search = await deps.lookup.searchFor(userId);
      const { targeting, unresolved } = await resolveAudience(parseAudience(body.text), search, deps.defaultCountries);
      return { targeting, unresolved, source: 'builtin', resolved: search !== null };
    },
  };
}

export type AudienceParseService = ReturnType<typeof createAudienceParseService>;
