/**
 * How providers read in the wizard's selects: offline and not-configured marks in the option label,
 * and the default choice: the provider the server flags as the user's default (set by an applied
 * AI_PROVIDER_SWITCH) when configured, else BUILTIN only when no other provider of that kind is configured
 * (a paid provider is never picked for the user unless they chose it).
 */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';

export const providerLabel = (p: AiProviderInfo) => {
  if (p.offline) return /offline/i.test(p.name) ? p.name : `${p.name} (offline)`;
  return p.configured ? p.name : `${p.name} (not configured)`;
};

export const providerOptions = (providers: AiProviderInfo[]) => providers.map((p) => ({ value: p.id, label: providerLabel(p) }));

export function defaultProvider(providers: AiProviderInfo[]): string | null {
  // The user's own default (an applied provider switch, decision 123), while it is usable.
  const chosen = providers.find((p) => p.default && p.configured);
  if (chosen) return chosen.id;
  const builtin = providers.find((p) => p.id === 'BUILTIN');
  const othersConfigured = providers.some((p) => p.id !== 'BUILTIN' && p.configured);
  return builtin && !othersConfigured ? builtin.id : null;
}
