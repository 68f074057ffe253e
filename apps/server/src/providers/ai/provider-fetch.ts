/**
 * Where an adapter's HTTP requests may go (issue 15, docs/decisions/168-provider-requests-stay-home.md):
 * API calls only under the configured base URL, result files only from the provider's own hosts,
 * and never a redirect followed, so neither a model name nor an answer can aim the server at
 * another host. The decisions are pure functions; the fetches below apply them.
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import { AiProviderError } from './ai-provider-error.ts';
import { providerName } from './provider-catalog.ts';
import { unusableAnswerError } from './provider-failure.ts';

/** A generated picture is a few MB; more than this is not one, and is not read into memory. */
export const MAX_RESULT_BYTES = 20 * 1024 * 1024;

/** True when `url` is the base URL itself or below it (same scheme, host and port; path under the base's). */
export function isUnderBase(url: string, baseUrl: string): boolean {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(baseUrl);
  } catch {
    return false;
  }
  const prefix = base.pathname.replace(/\/+$/, '');
  return (
    target.origin === base.origin &&
    target.username === '' &&
    target.password === '' &&
    (target.pathname === prefix || target.pathname.startsWith(`${prefix}/`))
  );
}

/**
 * The hosts a result file may come from: the configured base URL's origin (the provider itself, or
 * the local fake in tests) and the provider's documented file hosts, https only. `*.x` means any
 * subdomain of x and x itself.
 */
export function isResultHost(url: string, opts: { baseUrl: string; fileHosts?: readonly string[] }): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.username !== '' || target.password !== '') return false;
  if (target.origin === new URL(opts.baseUrl).origin) return true;
  if (target.protocol !== 'https:' || target.port !== '') return false;
  const host = target.hostname.toLowerCase();
  return (opts.fileHosts ?? []).some((pattern) =>
    pattern.startsWith('*.') ? host === pattern.slice(2) || host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

/** The request never left: the adapter was about to call somewhere other than the configured base URL. */
export function offBaseError(provider: AiProviderId, url: string): AiProviderError {
  return new AiProviderError({
    provider,
    kind: 'bad_request',
    message: `${providerName(provider)} could not be called with these settings. Check the model in Settings.`,
    detail: `refused a request off the configured base URL: ${url.slice(0, 200)}`,
  });
}

const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * A fetch for an SDK: refuses any URL not under `baseUrl` before it is sent, and answers a redirect
 * with an error instead of following it.
 */
export function pinnedFetch(provider: AiProviderId, baseUrl: string, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    if (!isUnderBase(url, baseUrl)) throw offBaseError(provider, url);
    const response = await inner(input, { ...init, redirect: 'manual' });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {});
      throw unusableAnswerError(
        provider,
        `the API answered a redirect (${response.status}) to ${response.headers.get('location')?.slice(0, 200)}`,
      );
    }
    return response;
  };
}

/** Reads at most `max` bytes of a body; more is refused without reading the rest. */
export async function readBounded(response: Response, max: number): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > max) {
      await response.body.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An error answer's text for the log: its first 64 KB at most, '' when it cannot be read. */
export async function errorBodyText(response: Response): Promise<string> {
  const bytes = await readBounded(response, 64 * 1024).catch(() => undefined);
  return bytes ? Buffer.from(bytes).toString('utf8') : '';
}

/**
 * Downloads a result file the provider pointed at: only from its own hosts, no redirects, at most
 * `maxBytes`, within the attempt's deadline (`signal`). Anything else is an unusable answer.
 */
export async function downloadResult(
  provider: AiProviderId,
  url: string,
  opts: { baseUrl: string; fileHosts?: readonly string[]; signal: AbortSignal; maxBytes?: number },
): Promise<Uint8Array> {
  if (!isResultHost(url, opts)) throw unusableAnswerError(provider, `refused a result file off the provider's hosts: ${url.slice(0, 200)}`);
  const response = await fetch(url, { redirect: 'manual', signal: opts.signal });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw unusableAnswerError(provider, `the result file answered ${response.status}`);
  }
  const bytes = await readBounded(response, opts.maxBytes ?? MAX_RESULT_BYTES);
  if (!bytes) throw unusableAnswerError(provider, `the result file is larger than ${opts.maxBytes ?? MAX_RESULT_BYTES} bytes`);
  return bytes;
}
