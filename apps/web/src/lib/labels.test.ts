/** How codes read on screen (spec 1 §2, §3). */
import { callToActionLabel } from '@ads-creative/contracts/ads';
import { describe, expect, it } from 'vitest';
import { adTypeLabel, callToActionText, humanizeCode } from './labels.ts';

describe('labels', () => {
  it("shows ad types with spaces, or 'Unknown Type'", () => {
    expect(adTypeLabel('WEBSITE_CONVERSION_AD')).toBe('WEBSITE CONVERSION AD');
    expect(adTypeLabel(null)).toBe('Unknown Type');
    expect(adTypeLabel('')).toBe('Unknown Type');
  });

  it("shows a call to action as its English and Vietnamese label, the code when unknown, 'None' when absent", () => {
    expect(callToActionText('SHOP_NOW')).toBe('Shop Now - Mua ngay');
    expect(callToActionText('MESSAGE_PAGE')).toBe('Send Message - Gửi tin nhắn');
    expect(callToActionText('BUY_A_BOAT')).toBe('BUY_A_BOAT');
    expect(callToActionText(null)).toBe('None');
    expect(callToActionText('')).toBe('None');
  });

  it("words it on the detail page as the label, 'Không hợp lệ' for an unknown code and 'None' for none", () => {
    expect(callToActionLabel('SHOP_NOW')).toBe('Shop Now - Mua ngay');
    expect(callToActionLabel('BUY_A_BOAT')).toBe('Không hợp lệ');
    // A name every object has is still not one of the ten.
    expect(callToActionLabel('toString')).toBe('Không hợp lệ');
    expect(callToActionLabel(null)).toBe('None');
    expect(callToActionLabel(undefined)).toBe('None');
    expect(callToActionLabel('')).toBe('None');
    expect(callToActionLabel('  ')).toBe('None');
  });

  it('humanizes objectives', () => {
    expect(humanizeCode('BRAND_AWARENESS')).toBe('Brand Awareness');
  });
});
