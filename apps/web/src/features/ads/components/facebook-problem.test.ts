import { facebookMessages } from '@ads-creative/contracts/facebook';
import { publishingRulesMessages } from '@ads-creative/contracts/publishing-rules';
import { describe, expect, it } from 'vitest';
import { facebookProblem, fixedInSettings } from './facebook-problem.ts';

describe('what the ad page says about a publish error', () => {
  it('a draft whose publish stopped: publishing again resumes', () => {
    expect(facebookProblem('DRAFT')).toEqual({ title: 'Publishing stopped', next: 'Publishing again resumes where it stopped.' });
  });

  it('a rejected ad is not told to publish again; it is told to make a new ad', () => {
    expect(facebookProblem('REJECTED').title).toBe('Rejected by Facebook');
    expect(facebookProblem('REJECTED').next).not.toMatch(/resumes/);
  });

  it('a failed delivery and a waiting one have their own titles', () => {
    expect(facebookProblem('FAILED').title).toBe('Delivery stopped');
    expect(facebookProblem('PENDING')).toEqual({ title: 'Facebook says', next: null });
  });
});

describe('publish refusals fixed in Settings', () => {
  it("offers Settings for the EU names, the ad account and the page, not for the campaign's own problems", () => {
    expect(fixedInSettings(publishingRulesMessages.dsaMissing)).toBe(true);
    expect(fixedInSettings(facebookMessages.noAdAccount)).toBe(true);
    expect(fixedInSettings(facebookMessages.noPage)).toBe(true);
    expect(fixedInSettings(facebookMessages.noBudget)).toBe(false);
    expect(fixedInSettings(publishingRulesMessages.genders)).toBe(false);
  });
});
