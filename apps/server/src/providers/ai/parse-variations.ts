/**
 * Turns a model's answer (parsed JSON or raw text) into validated variations, or into the list of
 * problems that the repair turn reports back. Lenient where meaning is clear (field aliases, 'Shop
 * Now' for SHOP_NOW, over-long fields cut to the limits), strict where it is not (missing fields,
 * unknown codes, too few variations, wrong language, duplicates).
 */
import { type CallToAction, callToActions } from '@ads-creative/contracts/ads';
import { adCopySchema } from '@ads-creative/contracts/ai';
import { applyCopyLimits } from './copy-limits.ts';
import { extractJson } from './json-extract.ts';
import type { AdCopyVariation, TextGenerationRequest } from './types.ts';
import { hasVietnameseDiacritics } from './vietnamese-text.ts';

export type ParseOutcome = { ok: true; variations: AdCopyVariation[] } | { ok: false; problems: string[] };

const aliases = {
  headline: ['headline', 'title', 'heading'],
  primaryText: ['primaryText', 'primary_text', 'body', 'text', 'primary'],
  description: ['description', 'link_description', 'linkDescription', 'desc'],
  callToAction: ['callToAction', 'call_to_action', 'cta', 'CTA'],
} as const;

const ctaCodes = new Set<string>(callToActions);
/** Button labels a model may echo instead of the code ('Send Message' is MESSAGE_PAGE's label). */
const ctaLabels: Record<string, CallToAction> = {
  SEND_MESSAGE: 'MESSAGE_PAGE',
  MESSAGE: 'MESSAGE_PAGE',
  BOOK: 'BOOK_NOW',
  SHOP: 'SHOP_NOW',
};

export function normaliseCallToAction(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value
    .trim()
    .split(' - ')[0]
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return ctaLabels[code] ?? code;
}

function pick(item: Record<string, unknown>, names: readonly string[]): unknown {
  for (const n of names) if (item[n] !== undefined && item[n] !== null) return item[n];
  return undefined;
}

function listOf(raw: unknown): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (raw && typeof raw === 'object') {
    const obj = raw as Record<string, unknown>;
    for (const key of ['variations', 'ads', 'items', 'data']) if (Array.isArray(obj[key])) return obj[key] as unknown[];
    if (pick(obj, aliases.headline) !== undefined) return [obj];
  }
  return undefined;
}

export function parseVariations(raw: unknown, req: TextGenerationRequest): ParseOutcome {
  const value = typeof raw === 'string' ? extractJson(raw) : raw;
  if (value === undefined) return { ok: false, problems: ['the answer was not valid JSON'] };
  const list = listOf(value);
  if (!list) return { ok: false, problems: ['the JSON has no "variations" array'] };

  const problems: string[] = [];
  const variations: AdCopyVariation[] = [];
  list.slice(0, req.numberOfVariations).forEach((entry, i) => {
    if (!entry || typeof entry !== 'object') {
      problems.push(`variations[${i}] is not an object`);
      return;
    }
    const item = entry as Record<string, unknown>;
    // NUL characters (which PostgreSQL text cannot hold) are dropped, so the save cannot fail on them.
    const asText = (v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : typeof v === 'number' ? String(v) : v);
    const cta = normaliseCallToAction(pick(item, aliases.callToAction));
    const candidate = {
      headline: asText(pick(item, aliases.headline)),
      primaryText: asText(pick(item, aliases.primaryText)),
      description: asText(pick(item, aliases.description)) ?? '',
      // The user's chosen code wins over the model's: the wizard asked for it explicitly.
      callToAction: req.callToAction ?? cta,
    };
    if (!req.callToAction && cta !== undefined && !ctaCodes.has(cta)) {
      problems.push(`variations[${i}].callToAction "${cta}" is not one of ${callToActions.join(', ')}`);
      return;
    }
    const typed =
      typeof candidate.headline === 'string' && typeof candidate.primaryText === 'string' && typeof candidate.description === 'string';
    const limited = typed ? applyCopyLimits(candidate as AdCopyVariation) : candidate;
    const parsed = adCopySchema.safeParse(limited);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`variations[${i}].${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    variations.push(parsed.data);
  });

  if (list.length < req.numberOfVariations) {
    problems.push(`expected ${req.numberOfVariations} variation(s), got ${list.length}`);
  }
  if (problems.length > 0) return { ok: false, problems };

  if (req.language === 'vi') {
    const notVietnamese = variations.findIndex((v) => !hasVietnameseDiacritics(`${v.headline} ${v.primaryText}`));
    if (notVietnamese !== -1) problems.push(`variations[${notVietnamese}] is not written in Vietnamese with diacritics`);
  }
  const seen = new Set<string>();
  variations.forEach((v, i) => {
    const key = `${v.headline}\n${v.primaryText}`.toLowerCase();
    if (seen.has(key)) problems.push(`variations[${i}] repeats an earlier variation`);
    seen.add(key);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, variations };
}
