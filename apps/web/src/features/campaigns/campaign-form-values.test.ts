/** The campaign form's dates: the server's rule and words (a calendar day from 2000-01-01 to 2099-12-31), before sending. */
import { describe, expect, it } from 'vitest';
import { campaignFormSchema, emptyCampaignForm } from './campaign-form-values.ts';

const problems = (dates: { startDate?: string; endDate?: string }) =>
  campaignFormSchema
    .safeParse({ ...emptyCampaignForm, name: 'Summer', objective: 'REACH', ...dates })
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('campaign form dates', () => {
  it('takes no dates, or days within 2000-01-01..2099-12-31', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ startDate: '2000-01-01', endDate: '2099-12-31' })).toEqual([]);
  });

  it('refuses a day outside the bounds with the server’s message', () => {
    expect(problems({ startDate: '1999-12-31' })).toEqual([['startDate', 'Start date must be between 2000-01-01 and 2099-12-31.']]);
    expect(problems({ endDate: '9999-12-31' })).toEqual([['endDate', 'End date must be between 2000-01-01 and 2099-12-31.']]);
    expect(problems({ startDate: '2026-02-30' })).toEqual([['startDate', 'Start date must be a valid date (YYYY-MM-DD).']]);
  });
});
