/**
 * The provider-independent rules: JSON extraction, variation validation and normalisation,
 * Facebook limits, the prompt's call-to-action note, Retry-After parsing, the one-retry policy and
 * the per-user concurrency limit.
 */
import { CALL_TO_ACTION_NOTE, withCallToActionNote } from '@ads-creative/contracts/ai';
import { describe, expect, it } from 'vitest';
import { aiConfigFrom } from '../../src/providers/ai/ai-config.ts';
import { AiProviderError } from '../../src/providers/ai/ai-provider-error.ts';
import { applyCopyLimits, truncateAtWord } from '../../src/providers/ai/copy-limits.ts';
import { extractJson } from '../../src/providers/ai/json-extract.ts';
import { parseVariations } from '../../src/providers/ai/parse-variations.ts';
import { buildImagePrompt, buildUserPrompt } from '../../src/providers/ai/prompt-builder.ts';
import { providerName } from '../../src/providers/ai/provider-catalog.ts';
import { retryAfterMs } from '../../src/providers/ai/provider-failure.ts';
import { createAiRegistry } from '../../src/providers/ai/registry.ts';
import { withOneRetry } from '../../src/providers/ai/retry-policy.ts';
import type { TextGenerationRequest } from '../../src/providers/ai/types.ts';
import { createUserConcurrency } from '../../src/providers/ai/user-concurrency.ts';

const req = (over: Partial<TextGenerationRequest> = {}): TextGenerationRequest => ({
  prompt: 'Zen Tea',
  language: 'en',
  promptStyle: 'dynamic',
  adType: 'PAGE_POST_AD',
  numberOfVariations: 2,
  ...over,
});
const v = (headline: string, cta = 'SHOP_NOW') => ({
  headline,
  primaryText: `Body of ${headline}`,
  description: 'Short',
  callToAction: cta,
});

describe('extractJson', () => {
  it('reads bare JSON, fenced JSON and JSON inside prose', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":[1,2]}\n```')).toEqual({ a: [1, 2] });
    expect(extractJson('Here you go: {"a":"x}y"} hope it helps')).toEqual({ a: 'x}y' });
    expect(extractJson('no json here')).toBeUndefined();
    expect(extractJson('{"a": [1, 2')).toBeUndefined();
  });
});

describe('parseVariations', () => {
  it('accepts aliases and button labels, and takes the first N', () => {
    const out = parseVariations(
      { variations: [{ title: 'One', body: 'Text one', desc: 'D', cta: 'Shop Now' }, v('Two', 'send message'), v('Three')] },
      req(),
    );
    expect(out).toEqual({
      ok: true,
      variations: [
        { headline: 'One', primaryText: 'Text one', description: 'D', callToAction: 'SHOP_NOW' },
        { headline: 'Two', primaryText: 'Body of Two', description: 'Short', callToAction: 'MESSAGE_PAGE' },
      ],
    });
  });

  it('reports unknown codes, missing fields, too few variations, duplicates and the wrong language', () => {
    const bad = parseVariations({ variations: [v('One', 'BUY_NOW'), { headline: 'Two', callToAction: 'SHOP_NOW' }] }, req());
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/variations\[0\]\.callToAction "BUY_NOW" is not one of SHOP_NOW/);
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/variations\[1\]\.primaryText/);
    expect(parseVariations([v('One')], req())).toEqual({ ok: false, problems: ['expected 2 variation(s), got 1'] });
    expect(parseVariations([v('Same'), v('Same')], req())).toEqual({ ok: false, problems: ['variations[1] repeats an earlier variation'] });
    expect(parseVariations([v('Plain'), v('Words')], req({ language: 'vi' }))).toMatchObject({ ok: false });
    expect(parseVariations('not json', req())).toEqual({ ok: false, problems: ['the answer was not valid JSON'] });
  });

  it("forces the user's call to action and cuts over-long fields to the limits", () => {
    const long = {
      headline: 'A headline that is certainly much longer than forty characters',
      primaryText: 'x',
      description: 'A description over thirty characters long',
      callToAction: 'NOPE',
    };
    const out = parseVariations({ variations: [long] }, req({ numberOfVariations: 1, callToAction: 'BOOK_NOW' }));
    expect(out).toEqual({
      ok: true,
      variations: [
        {
          headline: 'A headline that is certainly much longer',
          primaryText: 'x',
          description: 'A description over thirty',
          callToAction: 'BOOK_NOW',
        },
      ],
    });
  });
});

describe('Facebook limits', () => {
  it('cuts at a word boundary without dangling punctuation, counting code points', () => {
    expect(truncateAtWord('Short', 40)).toBe('Short');
    expect(truncateAtWord('Fresh coffee, delivered to your office every morning', 40)).toBe('Fresh coffee, delivered to your office');
    expect(truncateAtWord('Cà phê sữa đá, thơm ngon, giao tận nơi mỗi sáng cho bạn', 30)).toBe('Cà phê sữa đá, thơm ngon, giao');
    expect(truncateAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif');
  });

  it('tidies whitespace and keeps headline and description on one line', () => {
    expect(
      applyCopyLimits({ headline: ' Two\nlines ', primaryText: 'a  b\n\n\n\nc', description: ' d ', callToAction: 'SHOP_NOW' }),
    ).toEqual({
      headline: 'Two lines',
      primaryText: 'a b\n\nc',
      description: 'd',
      callToAction: 'SHOP_NOW',
    });
  });
});

describe('prompt', () => {
  it("appends the spec's Vietnamese note only when the prompt lacks 'Call to Action'", () => {
    expect(CALL_TO_ACTION_NOTE).toBe(
      'Lưu ý: Call to Action chỉ được chọn một trong các giá trị sau: SHOP_NOW, LEARN_MORE, SIGN_UP, DOWNLOAD, CONTACT_US, APPLY_NOW, BOOK_NOW, GET_OFFER, MESSAGE_PAGE, SUBSCRIBE.',
    );
    expect(withCallToActionNote('Bán trà')).toBe(`Bán trà\n\n${CALL_TO_ACTION_NOTE}`);
    expect(withCallToActionNote('Bán trà. Call to Action: SHOP_NOW')).toBe('Bán trà. Call to Action: SHOP_NOW');
    expect(buildUserPrompt(req({ extractedContent: [{ body: 'Competitor copy' }], campaign: { targetAudience: 'Parents' } }))).toContain(
      CALL_TO_ACTION_NOTE,
    );
  });
});

describe('reference ads', () => {
  it('list each Ad Library ad with its primary text, headline, description and call to action when known', () => {
    const prompt = buildUserPrompt(
      req({
        extractedContent: [
          {
            body: 'Trail shoes for mud and rock.',
            headline: 'Run every trail',
            description: 'Shop the autumn collection',
            callToAction: 'LEARN_MORE',
          },
          { body: '', headline: 'Headline only' },
        ],
      }),
    );
    expect(prompt).toContain(
      [
        '1. Primary text: Trail shoes for mud and rock.',
        '   Headline: Run every trail',
        '   Description: Shop the autumn collection',
        '   Call to action: LEARN_MORE',
        '2. Headline: Headline only',
      ].join('\n'),
    );
    expect(prompt).toContain('from their headlines and descriptions for those fields');
    expect(buildUserPrompt(req())).not.toContain('Reference ads');
  });
});

describe('Retry-After', () => {
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs({ 'Retry-After': '2' })).toBe(2000);
    const inFive = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs(new Headers({ 'retry-after': inFive }))).toBeGreaterThan(3000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe('withOneRetry', () => {
  const limited = (retryAfterMs?: number) =>
    new AiProviderError({ provider: 'OPENAI', kind: 'rate_limited', message: 'slow down', retryAfterMs });

  it('tries a retryable failure once more after the wait, and nothing else', async () => {
    let calls = 0;
    const started = performance.now();
    await expect(
      withOneRetry(async () => {
        calls++;
        if (calls === 1) throw limited(120);
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);

    calls = 0;
    const auth = new AiProviderError({ provider: 'OPENAI', kind: 'auth', message: 'no' });
    await expect(
      withOneRetry(async () => {
        calls++;
        throw auth;
      }),
    ).rejects.toBe(auth);
    expect(calls).toBe(1);
  });

  it('fails at once when Retry-After is beyond the cap', async () => {
    let calls = 0;
    await expect(
      withOneRetry(
        async () => {
          calls++;
          throw limited(60_000);
        },
        { maxWaitMs: 10_000, backoffMs: 10 },
      ),
    ).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(calls).toBe(1);
  });
});

describe('the call-to-action note and NUL characters', () => {
  it('keeps the note out of the image prompt', () => {
    const prompt = buildImagePrompt({
      prompt: withCallToActionNote('Organic "Zen Tea" for busy parents'),
      headline: 'Sleep better',
      callToAction: 'SHOP_NOW',
      size: '1080x1080',
    });
    expect(prompt).toContain('Subject: Organic "Zen Tea" for busy parents.');
    expect(prompt).not.toContain(CALL_TO_ACTION_NOTE);
    // A subject that was only the note falls back to the headline.
    expect(
      buildImagePrompt({ prompt: CALL_TO_ACTION_NOTE, headline: 'Sleep better', callToAction: 'SHOP_NOW', size: '1080x1080' }),
    ).toContain('Subject: Sleep better.');
  });

  it("drops NUL characters from a model's copy", () => {
    const outcome = parseVariations(
      {
        variations: [{ headline: 'Zen\u0000 Tea', primaryText: 'Sleep\u0000 better tonight.', description: '', callToAction: 'SHOP_NOW' }],
      },
      req({ numberOfVariations: 1 }),
    );
    expect(outcome).toMatchObject({ ok: true, variations: [{ headline: 'Zen Tea', primaryText: 'Sleep better tonight.' }] });
  });
});

describe('per-user concurrency', () => {
  it('runs at most N calls per user at once, users independently, and refuses a runaway queue', async () => {
    const limiter = createUserConcurrency(2, 3);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return 'ok';
    };
    const five = Array.from({ length: 5 }, () => limiter.run('u1', 'BUILTIN', task));
    expect(limiter.load('u1')).toEqual({ active: 2, waiting: 3 });
    await expect(limiter.run('u1', 'BUILTIN', task)).rejects.toMatchObject({ kind: 'rate_limited' });
    const other = limiter.run('u2', 'BUILTIN', task);
    expect(limiter.load('u2')).toEqual({ active: 1, waiting: 0 });
    expect(await Promise.all([...five, other])).toHaveLength(6);
    expect(peak).toBe(3);
    expect(limiter.load('u1')).toEqual({ active: 0, waiting: 0 });
  });

  it('drops a waiting call when its signal fires (rejected as cancelled, never started) and hands the slot on', async () => {
    const limiter = createUserConcurrency(1, 5);
    let release = () => {};
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      if (name === 'first') await new Promise<void>((r) => (release = r));
      return name;
    };
    const first = limiter.run('u', 'OPENAI', task('first'));
    const leaving = new AbortController();
    const second = limiter.run('u', 'OPENAI', task('second'), leaving.signal);
    const third = limiter.run('u', 'OPENAI', task('third'));
    expect(limiter.load('u')).toEqual({ active: 1, waiting: 2 });

    leaving.abort();
    await expect(second).rejects.toMatchObject({ provider: 'OPENAI', message: 'The request to OpenAI was cancelled.' });
    // Out of the line at once, while the first call still runs.
    expect(limiter.load('u')).toEqual({ active: 1, waiting: 1 });

    release();
    expect(await Promise.all([first, third])).toEqual(['first', 'third']);
    expect(started).toEqual(['first', 'third']);
    expect(limiter.load('u')).toEqual({ active: 0, waiting: 0 });
  });

  it('never starts a call whose signal has already fired, even with a free slot', async () => {
    const limiter = createUserConcurrency(2);
    let ran = false;
    const aborted = AbortSignal.abort();
    await expect(
      limiter.run(
        'u',
        'BUILTIN',
        async () => {
          ran = true;
        },
        aborted,
      ),
    ).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('was cancelled') });
    expect(ran).toBe(false);
    expect(limiter.load('u')).toEqual({ active: 0, waiting: 0 });
  });

  it('cancels queued image calls of a run when the first one fails (registry path)', async () => {
    const registry = createAiRegistry(aiConfigFrom({ AI_MAX_CONCURRENCY_PER_USER: '1' }));
    const image = registry.getImageProvider('BUILTIN');
    const controller = new AbortController();
    const ctx = { userId: 42, signal: controller.signal };
    const request = { prompt: 'Zen Tea', headline: 'Sleep better', callToAction: 'SHOP_NOW', size: '1080x1080' } as const;
    const running = image.generateImage(request, ctx);
    const queued = image.generateImage(request, ctx);
    expect(registry.concurrency.load('42')).toEqual({ active: 1, waiting: 1 });
    controller.abort();
    await expect(queued).rejects.toMatchObject({ message: `The request to ${providerName('BUILTIN')} was cancelled.` });
    expect(registry.concurrency.load('42').waiting).toBe(0);
    await running.catch(() => undefined);
    expect(registry.concurrency.load('42')).toEqual({ active: 0, waiting: 0 });
  });
});
