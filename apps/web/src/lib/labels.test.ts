/** How codes read on screen (spec 1 §2, §3). */
import { describe, expect, it } from 'vitest';
import { adTypeLabel, callToActionButtonText, callToActionText, humanizeCode } from './labels.ts';

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
  });

  it("puts Facebook's English wording on the preview button", () => {
    expect(callToActionButtonText('SHOP_NOW')).toBe('Shop Now');
    expect(callToActionButtonText('BUY_A_BOAT')).toBe('Buy A Boat');
  });

  it('humanizes objectives', () => {
    expect(humanizeCode('BRAND_AWARENESS')).toBe('Brand Awareness');
  });
});
