/**
 * Test harness for the wizard: a signed-in fake server with campaigns and providers, a fake
 * XMLHttpRequest for uploads (progress events, then the server's answer), and steps a user takes.
 */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import type { AdVariation } from '@ads-creative/contracts/generation';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type FakeRoutes, signedIn } from '../../test/fake-server.ts';
import { aCampaign, pageOf } from '../../test/fixtures.ts';

export const builtin: AiProviderInfo = {
  id: 'BUILTIN',
  name: 'Built-in',
  description: 'Template copy and rendered creatives, on this server.',
  capabilities: ['text', 'image'],
  configured: true,
  offline: true,
  default: false,
  models: { text: 'templates', image: 'creative-renderer' },
};
export const openai: AiProviderInfo = {
  id: 'OPENAI',
  name: 'OpenAI',
  description: 'GPT models for copy and images.',
  capabilities: ['text', 'image'],
  configured: false,
  missing: 'Set OPENAI_API_KEY or add a key in Settings',
  offline: false,
  default: false,
  models: { text: 'gpt-4.1-mini', image: 'gpt-image-1-mini' },
};

export const aVariation = (over: Partial<AdVariation> = {}): AdVariation => ({
  id: 11,
  headline: 'Run lighter, run longer',
  body: 'Our lightest running shoe yet. 30% off this week.',
  description: 'Free delivery',
  callToAction: 'SHOP_NOW',
  imageUrl: 'http://localhost/api/media/v1.png',
  mediaFileUrl: null,
  ...over,
});

export const generated = (variations: AdVariation[] = [aVariation(), aVariation({ id: 12, headline: 'Second headline' })]) => ({
  body: { status: 'success', message: 'Generated', variations, adId: 77 },
});

/** The wizard's server: two campaigns, BUILTIN and an unconfigured OpenAI; `routes` add or override. */
export function wizardServer(routes: FakeRoutes = {}) {
  return signedIn({
    'GET /api/campaigns': () => ({
      body: pageOf([aCampaign({ id: 1, name: 'Summer Sale' }), aCampaign({ id: 2, name: 'Back to School' })]),
    }),
    'GET /api/ai-providers/text': () => ({ body: [builtin, openai] }),
    'GET /api/ai-providers/image': () => ({ body: [builtin, openai] }),
    ...routes,
  });
}

/** Opens a Mantine select and clicks one of its own options (found through aria-controls: every select keeps its options in the page). */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  const combobox = await screen.findByRole('combobox', { name: label });
  await user.click(combobox);
  const item = await waitFor(() => {
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const found = Array.from(listbox?.querySelectorAll('[role="option"]') ?? []).find((o) => o.textContent === option);
    if (!found) throw new Error(`No option '${option}' in ${String(label)}`);
    return found as HTMLElement;
  });
  await user.click(item);
}

/** The option labels of a Mantine select. */
export async function optionsOf(user: UserEvent, label: string | RegExp) {
  const combobox = await screen.findByRole('combobox', { name: label });
  await user.click(combobox);
  const listbox = await waitFor(() => {
    const el = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`No options for ${String(label)}`);
    return el;
  });
  const labels = Array.from(listbox.querySelectorAll('[role="option"]')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return labels;
}

/** Puts text into a field as a paste: one event instead of one per character, which is what makes long text slow. */
export async function typeInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills step 1 with a valid ad: campaign, name, call to action and a prompt. */
export async function fillStepOne(user: UserEvent, { prompt = 'Running shoes for office workers' }: { prompt?: string } = {}) {
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Campaign/ })).toBeEnabled());
  await choose(user, /Campaign/, 'Summer Sale');
  await typeInto(user, screen.getByRole('textbox', { name: /Ad name/ }), 'Sneakers June');
  await choose(user, /Call to Action/, 'Shop Now - Mua ngay');
  if (prompt) await typeInto(user, screen.getByRole('textbox', { name: /Ad content prompt/ }), prompt);
}

export async function toStepTwo(user: UserEvent, options?: { prompt?: string }) {
  await fillStepOne(user, options);
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await screen.findByRole('combobox', { name: /Text provider/ });
  // The defaults arrive with the provider lists.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
}

export const variationCard = (n: number) => screen.getByRole('group', { name: `Variation ${n}` });
export const inCard = (n: number) => within(variationCard(n));

export interface XhrCall {
  url: string;
  headers: Record<string, string>;
  file: File | null;
}

/** Replaces XMLHttpRequest: each send reports progress 50% and 100%, then answers with `respond`. */
export interface XhrAnswer {
  status: number;
  body: unknown;
}

export function fakeUploads(respond: (call: XhrCall) => XhrAnswer | Promise<XhrAnswer>) {
  const calls: XhrCall[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private call: XhrCall = { url: '', headers: {}, file: null };
    open(_method: string, url: string) {
      this.call.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name.toLowerCase()] = value;
    }
    abort() {}
    async send(form: FormData) {
      this.call.file = form.get('file') as File | null;
      calls.push(this.call);
      const total = this.call.file?.size || 1;
      this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total } as ProgressEvent);
      const answer = await respond(this.call);
      this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}

/** A file of `size` bytes without allocating them. */
export function fileOfSize(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
