/** What the generation takes from `extractedContent`: primary text by the spec's fields, plus headline, description and call to action. */
import { describe, expect, it } from 'vitest';
import { extractedCopies } from './extracted-content.ts';

describe('extractedCopies', () => {
  it('reads body, else snapshot.body (string or { text }), else text, with headline, description and call to action', () => {
    expect(
      extractedCopies([
        {
          body: ' Trail shoes for mud. ',
          headline: 'Run every trail',
          description: 'Shop the autumn collection',
          callToAction: 'LEARN_MORE',
        },
        { body: '', snapshot: { body: { text: 'Cà phê rang xay' } }, headline: null },
        { snapshot: { body: '' }, text: 'Plain text copy' },
        'A string is copy too',
      ]),
    ).toEqual([
      { body: 'Trail shoes for mud.', headline: 'Run every trail', description: 'Shop the autumn collection', callToAction: 'LEARN_MORE' },
      { body: 'Cà phê rang xay' },
      { body: 'Plain text copy' },
      { body: 'A string is copy too' },
    ]);
  });

  it('keeps an item with only a headline, leaves out empty ones and repeats, and takes a single item', () => {
    expect(extractedCopies([{ headline: 'Only a headline' }, { body: ' ' }, {}, null, 7, { body: 'Same' }, { text: 'Same' }])).toEqual([
      { body: '', headline: 'Only a headline' },
      { body: 'Same' },
    ]);
    expect(extractedCopies({ body: 'One item', callToAction: 'SHOP_NOW' })).toEqual([{ body: 'One item', callToAction: 'SHOP_NOW' }]);
    expect(extractedCopies(undefined)).toEqual([]);
    expect(extractedCopies('x\u0000y')).toEqual([{ body: 'xy' }]);
  });

  it('takes at most ten', () => {
    expect(extractedCopies(Array.from({ length: 30 }, (_, i) => ({ body: `copy ${i}` })))).toHaveLength(10);
  });
});
