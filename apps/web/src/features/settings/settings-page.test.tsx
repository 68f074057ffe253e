/** /settings: the theme choice and per-user AI provider keys (write-only) and models through GET/PUT /api/user/ai-keys. */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const providers: AiProviderInfo[] = [
  {
    id: 'BUILTIN',
    name: 'Built-in',
    description: 'Template copy and rendered creatives.',
    capabilities: ['text', 'image'],
    configured: true,
    offline: true,
    default: false,
    models: {},
  },
  {
    id: 'OPENAI',
    name: 'OpenAI',
    description: 'GPT models for copy and images.',
    capabilities: ['text', 'image'],
    configured: true,
    offline: false,
    default: false,
    models: { text: 'gpt-4.1-mini', image: 'gpt-image-1-mini' },
  },
  {
    id: 'ANTHROPIC',
    name: 'Anthropic',
    description: 'Claude models for copy.',
    capabilities: ['text'],
    configured: false,
    missing: 'Set ANTHROPIC_API_KEY or add a key in Settings',
    offline: false,
    default: false,
    models: { text: 'claude-haiku-4-5' },
  },
];

function settingsServer() {
  let keys = [
    { provider: 'OPENAI', configured: true, model: 'gpt-4.1', imageModel: null },
    { provider: 'ANTHROPIC', configured: false, model: null, imageModel: null },
  ];
  const server = signedIn({
    'GET /api/ai-providers': () => ({ body: providers }),
    'GET /api/user/ai-keys': () => ({ body: keys }),
    'PUT /api/user/ai-keys': ({ body }) => {
      const b = body as { provider: string; apiKey?: string | null; model?: string | null };
      if (b.apiKey === 'bad') return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'This key was refused by Anthropic.' } };
      keys = keys.map((k) =>
        k.provider === b.provider
          ? { ...k, configured: b.apiKey === undefined ? k.configured : !!b.apiKey, model: b.model === undefined ? k.model : b.model }
          : k,
      );
      return { body: keys.find((k) => k.provider === b.provider) };
    },
  });
  return server;
}

const card = (name: string) => screen.getByRole('region', { name });

it('lists the providers with their state; a stored key shows only as configured', async () => {
  settingsServer();
  renderApp('/settings');
  expect(await screen.findByRole('heading', { name: 'AI providers' })).toBeInTheDocument();
  const openai = await screen.findByRole('region', { name: 'OpenAI' });
  expect(within(openai).getByText('GPT models for copy and images.')).toBeInTheDocument();
  expect(within(openai).getByText('Your key: configured')).toBeInTheDocument();
  expect(within(openai).getByText('Ready (your key)')).toBeInTheDocument();
  expect(within(openai).getByLabelText('API key')).toHaveValue('');
  expect(within(openai).getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4.1');
  expect(within(openai).getByRole('textbox', { name: 'Image model' })).toHaveValue('');
  expect(within(openai).getByRole('button', { name: 'Remove key' })).toBeInTheDocument();
  expect(within(openai).getByText("Your models apply with your own key; on the server's key the server's models run.")).toBeInTheDocument();

  const anthropic = card('Anthropic');
  expect(within(anthropic).getByText('Not configured')).toBeInTheDocument();
  expect(within(anthropic).getByText('Set ANTHROPIC_API_KEY or add a key in Settings')).toBeInTheDocument();
  expect(within(anthropic).queryByRole('textbox', { name: 'Image model' })).not.toBeInTheDocument();
  expect(within(anthropic).queryByRole('button', { name: 'Remove key' })).not.toBeInTheDocument();
  // The built-in provider needs no key.
  expect(screen.queryByRole('region', { name: 'Built-in' })).not.toBeInTheDocument();
  expect(screen.getByText('Built-in')).toBeInTheDocument();
});

it('saves a new key and model, shows the server refusal, and removes a key after confirmation', async () => {
  const server = settingsServer();
  const { user } = renderApp('/settings');
  const anthropic = await screen.findByRole('region', { name: 'Anthropic' });
  const save = within(anthropic).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();

  await user.type(within(anthropic).getByLabelText('API key'), 'bad');
  await user.click(save);
  expect(await screen.findByText('This key was refused by Anthropic.')).toBeInTheDocument();

  await user.clear(within(anthropic).getByLabelText('API key'));
  await user.type(within(anthropic).getByLabelText('API key'), 'sk-ant-1');
  await user.type(within(anthropic).getByRole('textbox', { name: 'Model' }), 'claude-sonnet-4-5');
  await user.click(save);
  expect(await screen.findByText('Anthropic settings saved')).toBeInTheDocument();
  expect(server.calls('PUT', '/api/user/ai-keys').at(-1)).toEqual({
    provider: 'ANTHROPIC',
    apiKey: 'sk-ant-1',
    model: 'claude-sonnet-4-5',
  });
  await waitFor(() => expect(within(card('Anthropic')).getByText('Your key: configured')).toBeInTheDocument());
  expect(within(card('Anthropic')).getByLabelText('API key')).toHaveValue('');

  // Changing only the model keeps the stored key (no apiKey sent).
  const openai = card('OpenAI');
  await user.clear(within(openai).getByRole('textbox', { name: 'Model' }));
  await user.click(within(openai).getByRole('button', { name: 'Save' }));
  await screen.findByText('OpenAI settings saved');
  expect(server.calls('PUT', '/api/user/ai-keys').at(-1)).toEqual({ provider: 'OPENAI', model: null, imageModel: null });

  await user.click(within(openai).getByRole('button', { name: 'Remove key' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove key' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('OpenAI key removed')).toBeInTheDocument();
  expect(server.calls('PUT', '/api/user/ai-keys').at(-1)).toEqual({ provider: 'OPENAI', apiKey: null });
  await waitFor(() => expect(within(card('OpenAI')).getByText('Your key: not set')).toBeInTheDocument());
});

it('stores the theme choice; Auto forgets it so the system preference applies', async () => {
  settingsServer();
  const { user } = renderApp('/settings');
  const theme = await screen.findByRole('radiogroup', { name: 'Theme' });
  await user.click(within(theme).getByText('Dark'));
  await waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await user.click(within(theme).getByText('Light'));
  await waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
  await user.click(within(theme).getByText('Auto'));
  await waitFor(() => expect(localStorage.getItem('theme')).toBeNull());
});
