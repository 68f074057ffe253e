/**
 * GET /api/ai-providers/text: the text providers for the detail page's radios, with whether each is
 * configured (and what to set when not) and whether it runs offline. Until the list arrives (or when
 * it cannot be loaded) the page lists the text-capable providers it knows by name.
 */
import type { AiProviderId, AiProviderInfo } from '@ads-creative/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TextProviderOption = Pick<AiProviderInfo, 'id' | 'name'> & Partial<Pick<AiProviderInfo, 'configured' | 'missing' | 'offline'>>;

const KNOWN: [AiProviderId, string][] = [
  ['BUILTIN', 'Built-in (offline)'],
  ['OPENAI', 'OpenAI'],
  ['GEMINI', 'Google Gemini'],
  ['ANTHROPIC', 'Anthropic Claude'],
  ['HUGGINGFACE', 'Hugging Face'],
];
export const knownTextProviders: TextProviderOption[] = KNOWN.map(([id, name]) => ({ id, name, offline: id === 'BUILTIN' }));

export const fetchTextProviders = () => api<AiProviderInfo[]>('/ai-providers/text');

/** Under ['ai-providers'], which Settings refreshes after a key changes. */
export const useTextProviders = () =>
  useQuery({ queryKey: ['ai-providers', 'text'], queryFn: fetchTextProviders, staleTime: 60_000, retry: false });
