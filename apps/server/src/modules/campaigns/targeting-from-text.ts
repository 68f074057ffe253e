/**
 * The structured targeting a campaign gets from its free-text audience when none is given (decision 178): the
 * countries named in the text (the default countries when none is), everything else at Meta's defaults. New
 * campaigns get it when created; campaigns from before issue 17 get it once, after the migrations, at start-up.
 */
import { countriesTargeting, type Targeting } from '@ads-creative/contracts/targeting';
import { audienceCountries } from '../../lib/audience-countries.ts';

export const targetingFromText = (targetAudience: string | null | undefined, defaultCountries: readonly string[]): Targeting =>
  countriesTargeting(audienceCountries(targetAudience, defaultCountries));
