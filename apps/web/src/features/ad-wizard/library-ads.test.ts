/** 'Use this ad' on the wizard's links, and the search results and imported ads read as one shape. */
import { expect, it } from 'vitest';
import { fromArchive, fromImport, withAdLink } from './library-ads.ts';

const link = (id: string) => `https://www.facebook.com/ads/library/?id=${id}`;

it('fills the first blank link, else appends, up to 10 links', () => {
  expect(withAdLink(['', link('1'), '  '], '7')).toEqual({ links: [link('7'), link('1'), '  '], outcome: 'added' });
  expect(withAdLink([link('1')], '7')).toEqual({ links: [link('1'), link('7')], outcome: 'added' });
  const ten = Array.from({ length: 10 }, (_, i) => link(String(i + 1)));
  expect(withAdLink(ten, '77')).toEqual({ links: ten, outcome: 'full' });
});

it('adds nothing for an ad already there, in any spelling the wizard takes', () => {
  const links = ['http://fb.com/ads/library?id=7&country=VN'];
  expect(withAdLink(links, '7')).toEqual({ links, outcome: 'present' });
  expect(withAdLink(['https://example.com/?id=7'], '7').outcome).toBe('added');
});

it('reads an archive result and an imported ad alike, linking to the public Ad Library page', () => {
  expect(
    fromArchive({ id: '5', page_name: 'Shop', ad_creative_bodies: ['  ', ' Copy '], ad_creative_link_titles: [], ad_snapshot_url: 'x' }),
  ).toEqual({ id: '5', pageName: 'Shop', body: 'Copy', headline: null, url: link('5') });
  expect(fromArchive({ id: '6' })).toEqual({ id: '6', pageName: null, body: null, headline: null, url: link('6') });
  const item = { id: '8', source: 'meta', pageId: '1', pageName: 'P', body: ' ', snapshot: { body: ' ' }, text: ' ' };
  expect(
    fromImport({ ...item, headline: 'H', description: null, callToAction: null, imageUrl: null, importedAt: '2025-06-06T00:00:00Z' }),
  ).toEqual({ id: '8', pageName: 'P', body: null, headline: 'H', url: link('8') });
});
