/**
 * The text providers the detail page's radios list until GET /api/ai-providers/text answers (or when it
 * cannot be loaded): the text-capable providers it knows by name. The list itself comes from
 * lib/api/ai-providers.ts, shared with the wizard and Settings (decision 173).
 */
import type { AiProviderId, AiProviderInfo } from '@ads-creative/contracts/ai';

export type TextProviderOption = Pick<AiProviderInfo, 'id' | 'name'> & Partial<Pick<AiProviderInfo, 'configured' | 'missing' | 'offline'>>;

const KNOWN: [AiProviderId, string][] = [
  ['BUILTIN', 'Built-in (offline)'],
  ['OPENAI', 'OpenAI'],
  ['GEMINI', 'Google Gemini'],
  ['ANTHROPIC', 'Anthropic Claude'],
  ['HUGGINGFACE', 'Hugging Face'],
];
export const knownTextProviders: TextProviderOption[] = KNOWN.map(([id, name]) => ({ id, name, offline: id === 'BUILTIN' }));
