/** The ad detail's Facebook-style preview (spec 1 §2, §3): its call-to-action button reads like the details grid. */
import type { Ad } from '@ads-creative/contracts/ads';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAd } from '../../../test/fixtures.ts';
import { FacebookPreview } from './facebook-preview.tsx';

const button = (ad: Ad) => {
  render(
    <MantineProvider>
      <FacebookPreview ad={ad} />
    </MantineProvider>,
  );
  return screen.queryByTestId('preview-call-to-action');
};

describe('Facebook preview', () => {
  it('labels the button in English and Vietnamese', () => {
    expect(button(anAd({ callToAction: 'SHOP_NOW', cta: 'SHOP_NOW' }))).toHaveTextContent(/^Shop Now - Mua ngay$/);
  });

  it("reads the code the detail page reads ('cta')", () => {
    expect(button(anAd({ callToAction: 'SHOP_NOW', cta: 'BOOK_NOW' }))).toHaveTextContent(/^Book Now - Đặt ngay$/);
  });

  it("falls back to 'callToAction' when 'cta' is empty", () => {
    expect(button(anAd({ callToAction: 'SIGN_UP', cta: '' }))).toHaveTextContent(/^Sign Up - Đăng ký$/);
  });

  it("reads 'Không hợp lệ' for a code outside the list, never a made-up label", () => {
    const el = button(anAd({ callToAction: 'BUY_A_BOAT', cta: 'BUY_A_BOAT' }));
    expect(el).toHaveTextContent(/^Không hợp lệ$/);
    expect(screen.queryByText('Buy A Boat')).not.toBeInTheDocument();
  });

  it('has no button when the ad has no call to action', () => {
    expect(button(anAd({ callToAction: null, cta: null }))).not.toBeInTheDocument();
    expect(screen.queryByText('Learn More')).not.toBeInTheDocument();
    expect(screen.getByText('Run faster')).toBeInTheDocument();
  });
});
