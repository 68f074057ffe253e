/** The built-in provider's English copy templates (plain ASCII), by prompt style and ad type. */
import type { TemplatePack } from './template-pack.ts';

export const englishTemplates: TemplatePack = {
  defaults: { product: 'our product', audience: 'you', benefitClause: 'and make every day a little better' },
  benefitClause: { verb: 'and {benefit}', noun: 'and enjoy {benefit}' },
  headlines: {
    dynamic: [
      ['{Product}: {benefit}', 'Go big with {product}'],
      ['{Product} for {audience}', '{Product}, unleashed'],
      ['{Offer} on {product}', 'Get {product} now'],
      ['Power up with {product}', '{Product}: go!'],
      ['Ready for {product}?', 'Ready? {Product}'],
    ],
    creative: [
      ['{Product}, {benefit}', 'Imagine {product}'],
      ['{Audience}, meet {product}', 'Hello, {product}'],
      ['{Product}, reimagined', '{Product}, anew'],
      ['Your story, with {product}', 'Story: {product}'],
      ['The art of {product}', 'Art: {product}'],
    ],
    professional: [
      ['{Product}: {benefit}', '{Product}, done right'],
      ['{Product} for {audience}', 'Why {product} works'],
      ['{Product}: {offer}', 'Choose {product}'],
      ['Trusted results with {product}', 'Trust {product}'],
      ['{Product}, explained simply', 'About {product}'],
    ],
    friendly: [
      ['Say hi to {product}', 'Hi, {product}!'],
      ['Made for {audience}', 'For you: {product}'],
      ['{Product}, now with {offer}', 'Enjoy {product}'],
      ['Your new favorite: {product}', 'Hello {product}'],
      ['{Product}, just for you', '{Product} and you'],
    ],
    urgent: [
      ['{Offer} on {product} today', 'Get {product} today'],
      ['{Product}: do not miss out', 'Now: {product}'],
      ['Get {product} now', '{Product} now'],
      ['Why wait? Try {product}', 'Go: {product}'],
      ['{Audience}: act now', 'Act now: {product}'],
    ],
    luxury: [
      ['{Product}: {benefit}', '{Product}, refined'],
      ['Experience {product}', '{Product}, elevated'],
      ['{Product} for {audience}', 'Crafted: {product}'],
      ['Elegance meets {product}', 'Simply {product}'],
      ['Discover {product}', 'Find {product}'],
    ],
    educational: [
      ['{Product}: {benefit}', 'Why {product}?'],
      ['{Product} for {audience}', 'Inside {product}'],
      ['What makes {product} special', 'About {product}'],
      ['Good to know: {product}', 'Tip: {product}'],
      ['{Product}, explained', '{Product} 101'],
    ],
  },
  hooks: {
    dynamic: ['Ready for an upgrade?', 'Time to move faster.', "Let's go!"],
    creative: ['Imagine your day, reinvented.', 'Every great story starts somewhere.', 'Think outside the usual.'],
    professional: ['Quality you can rely on.', 'Built for results.', 'The smart choice, explained simply.'],
    friendly: ['Hey there!', 'We think you will love this.', 'Good news for your day.'],
    urgent: ["Don't miss out.", 'Now is the time.', 'Act today.'],
    luxury: ['Crafted for the few.', 'Elegance in every detail.', 'Refined by design.'],
    educational: ['Did you know?', 'Here is a quick tip.', 'Learn something new today.'],
  },
  angles: [
    ['Choose {product} {benefitClause}.'],
    ['Made for {audience}: make {product} part of your routine.'],
    ['Get {product}: {offer}.', 'Try {product} and feel the difference.'],
    ['Tired of settling for less? Try {product}, the simple fix.'],
    ['Join the people who already choose {product}.'],
  ],
  offerLine: 'Offer: {offer}.',
  closers: {
    PAGE_POST_AD: ['Tell us what you think in the comments.', 'Share this with a friend who needs it.', 'Follow our page for more.'],
    WEBSITE_CONVERSION_AD: ['See it on our website today.', 'Order online in a few clicks.', 'Find yours on our website.'],
    LEAD_FORM_AD: [
      'Leave your details and we will be in touch.',
      'Fill in the short form to hear from us.',
      'It takes less than a minute.',
    ],
  },
  descriptions: {
    dynamic: ['Start today', 'Fast, simple, yours', 'Your next upgrade'],
    creative: ['See it differently', 'Made to inspire', 'A fresh take'],
    professional: ['Trusted quality', 'Clear value, real results', 'Built to perform'],
    friendly: ['Made with care', 'We are here to help', 'Say hello today'],
    urgent: ['Act now', "Don't wait", 'Today is the day'],
    luxury: ['Timeless elegance', 'Exquisitely crafted', 'Quietly exceptional'],
    educational: ['Learn more in a minute', 'Tips and answers inside', 'Know before you choose'],
  },
};
