import { describe, expect, it } from 'vitest';
import { audienceCountries } from './audience-countries.ts';

describe('audienceCountries', () => {
  it.each([
    ['Women 25-40 in Vietnam and Thailand who love coffee', ['TH', 'VN']],
    ['Người trẻ ở Hà Nội, Việt Nam', ['VN']],
    ['Small businesses in the United States of America', ['US']],
    ['Shoppers in the UK and Germany', ['DE', 'GB']],
    ['Markets: VN, SG', ['SG', 'VN']],
    ['USA and Canada', ['CA', 'US']],
  ])('%s → %j', (text, expected) => {
    expect(audienceCountries(text, ['US'])).toEqual(expected);
  });

  it('reads short names only when capitalised: in lower case they are ordinary words', () => {
    expect(audienceCountries('Khách hàng ở Pháp và Đức', ['VN'])).toEqual(['DE', 'FR']);
    expect(audienceCountries('phương pháp học mới, sống có đạo đức', ['VN'])).toEqual(['VN']);
    expect(audienceCountries('Travellers to Peru', ['US'])).toEqual(['PE']);
  });

  it('does not read ordinary words as country codes', () => {
    expect(audienceCountries('people in love with us', ['VN'])).toEqual(['VN']);
  });

  it('falls back to the default when no country is named, or there is no audience', () => {
    expect(audienceCountries('Young professionals who like running', ['US'])).toEqual(['US']);
    expect(audienceCountries(null, ['VN', 'US'])).toEqual(['VN', 'US']);
  });
});
