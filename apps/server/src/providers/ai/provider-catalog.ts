/**
 * What the product says about each AI provider: display name, description, capabilities and the
 * environment variable holding its key. Pure data; registry.ts adds 'configured' and models.
 */
import type { AiCapability, AiProviderId } from '@ads-creative/contracts/ai';
import type { AiConfig } from './ai-config.ts';

export interface ProviderEntry {
  id: AiProviderId;
  name: string;
  description: string;
  capabilities: AiCapability[];
  /** The environment variable with the server-wide key; undefined for BUILTIN. */
  keyEnv?: keyof AiConfig;
}

export const providerCatalog: readonly ProviderEntry[] = [
  {
    id: 'BUILTIN',
    name: 'Built-in (offline)',
    description:
      'Writes copy from templates for each language and style and renders a simple image creative on this server. No key, no network, same input gives the same result.',
    capabilities: ['text', 'image'],
  },
  {
    id: 'OPENAI',
    name: 'OpenAI',
    description: 'GPT models for ad copy (structured JSON output) and GPT Image for creatives. Works with OpenAI-compatible servers.',
    capabilities: ['text', 'image'],
    keyEnv: 'OPENAI_API_KEY',
  },
  {
    id: 'GEMINI',
    name: 'Google Gemini',
    description: 'Gemini models for ad copy (JSON schema output) and Gemini image generation for creatives.',
    capabilities: ['text', 'image'],
    keyEnv: 'GEMINI_API_KEY',
  },
  {
    id: 'ANTHROPIC',
    name: 'Anthropic Claude',
    description: 'Claude models for ad copy, returned through a structured tool call.',
    capabilities: ['text'],
    keyEnv: 'ANTHROPIC_API_KEY',
  },
  {
    id: 'HUGGINGFACE',
    name: 'Hugging Face',
    description: 'Open models through Hugging Face Inference Providers: chat models for copy, text-to-image models for creatives.',
    capabilities: ['text', 'image'],
    keyEnv: 'HUGGINGFACE_API_KEY',
  },
  {
    id: 'FAL_AI',
    name: 'fal.ai',
    description: 'Fast image generation (FLUX) on fal.ai.',
    capabilities: ['image'],
    keyEnv: 'FAL_KEY',
  },
  {
    id: 'STABLE_DIFFUSION',
    name: 'Stability AI (Stable Diffusion)',
    description: 'Stable Image Core from Stability AI for photographic and illustrated creatives.',
    capabilities: ['image'],
    keyEnv: 'STABILITY_API_KEY',
  },
];

export const providerName = (id: AiProviderId): string => providerCatalog.find((p) => p.id === id)?.name ?? id;
