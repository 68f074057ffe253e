import { describe, expect, it } from 'vitest';
import { conversionValue, countConversions, linkClicks } from './conversions.ts';

describe('conversions from actions', () => {
  it('counts a purchase once although Facebook reports it under three types', () => {
    const actions = [
      { action_type: 'omni_purchase', value: '4' },
      { action_type: 'purchase', value: '4' },
      { action_type: 'offsite_conversion.fb_pixel_purchase', value: '4' },
      { action_type: 'link_click', value: '120' },
    ];
    expect(countConversions(actions)).toBe(4);
  });

  it('falls back down the priority list when the aggregate type is missing', () => {
    expect(countConversions([{ action_type: 'offsite_conversion.fb_pixel_purchase', value: '3' }])).toBe(3);
  });

  it('counts leads once across lead, grouped and pixel types, and adds different kinds', () => {
    const actions = [
      { action_type: 'lead', value: '5' },
      { action_type: 'onsite_conversion.lead_grouped', value: '5' },
      { action_type: 'offsite_conversion.fb_pixel_lead', value: '2' },
      { action_type: 'purchase', value: '1' },
    ];
    expect(countConversions(actions)).toBe(6);
  });

  it('no actions, no conversions', () => {
    expect(countConversions(undefined)).toBe(0);
    expect(countConversions([{ action_type: 'post_engagement', value: '9' }])).toBe(0);
  });

  it('conversion value from the purchase type chosen, as exact text', () => {
    const values = [
      { action_type: 'omni_purchase', value: '199.9' },
      { action_type: 'offsite_conversion.fb_pixel_purchase', value: '199.9' },
    ];
    expect(conversionValue(values)).toBe('199.90');
    expect(conversionValue(undefined)).toBe('0.00');
  });

  it('link clicks prefer inline_link_clicks, else the link_click action', () => {
    expect(linkClicks({ inline_link_clicks: '17', actions: [{ action_type: 'link_click', value: '20' }] })).toBe(17);
    expect(linkClicks({ actions: [{ action_type: 'link_click', value: '20' }] })).toBe(20);
    expect(linkClicks({})).toBe(0);
  });
});
