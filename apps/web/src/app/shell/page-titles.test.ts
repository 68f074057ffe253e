/** The mobile header's title, subtitle and create-ad button per path (spec 1 §2 "Shell"). */
import { describe, expect, it } from 'vitest';
import { mobilePageTitle, showsCreateAdButton } from './page-titles.ts';

describe('mobile page titles', () => {
  it.each([
    ['/dashboard', 'Dashboard', 'Overview of your campaigns'],
    ['/campaigns', 'Campaigns', 'Manage your ad campaigns'],
    ['/ads', 'Ads', 'View and manage your ads'],
    ['/ads/', 'Ads', 'View and manage your ads'],
    ['/ad/create', 'Create Ad', 'Create new advertisement'],
    ['/ad/create-enhanced', 'Create Ad', 'AI-powered ad creation'],
    ['/profile', 'Profile', undefined],
    ['/settings', 'Settings', undefined],
    ['/analytics', 'Ads Creative', undefined],
  ])('%s reads %s / %s', (path, title, subtitle) => {
    expect(mobilePageTitle(path)).toEqual(subtitle ? { title, subtitle } : { title });
  });

  it('offers the create-ad button only on /dashboard, /campaigns and /ads', () => {
    expect(['/dashboard', '/campaigns', '/ads'].every(showsCreateAdButton)).toBe(true);
    expect(['/ad/create', '/campaigns/3', '/profile', '/notifications'].some(showsCreateAdButton)).toBe(false);
  });
});
