/** Saved custom prompts persist in local storage 'savedPrompts' (spec 1 §3) and load back into the form on another visit. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SAVED_PROMPTS_STORAGE_KEY, savedPromptStore } from './saved-prompts.ts';
import { choose, typeInto, wizardServer } from './testing.tsx';

vi.setConfig({ testTimeout: 30_000 });

it('saves the custom prompt and its style under a name, and loads it on the next visit', async () => {
  wizardServer();
  const first = renderApp('/ad/create');
  const user = first.user;
  await choose(user, /Prompt style/, 'Luxury');
  await typeInto(user, await screen.findByRole('textbox', { name: /Custom prompt/ }), 'Always mention free delivery in Hanoi');
  await user.click(screen.getByRole('button', { name: 'Save prompt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save custom prompt' });
  const name = within(dialog).getByRole('textbox', { name: /Prompt name/ });
  await user.clear(name);
  await typeInto(user, name, 'Hanoi delivery');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Prompt "Hanoi delivery" saved')).toBeInTheDocument();

  const stored = JSON.parse(localStorage.getItem(SAVED_PROMPTS_STORAGE_KEY) ?? '[]');
  expect(stored).toEqual([
    expect.objectContaining({ name: 'Hanoi delivery', prompt: 'Always mention free delivery in Hanoi', style: 'luxury' }),
  ]);
  first.unmount();

  renderApp('/ad/create');
  const custom = await screen.findByRole('textbox', { name: /Custom prompt/ });
  expect(custom).toHaveValue('');
  await choose(user, /Saved prompts/, 'Hanoi delivery');
  expect(custom).toHaveValue('Always mention free delivery in Hanoi');
  expect(screen.getByRole('combobox', { name: /Prompt style/ })).toHaveValue('Luxury');

  await user.click(screen.getByRole('button', { name: 'Delete saved prompt' }));
  await waitFor(() => expect(JSON.parse(localStorage.getItem(SAVED_PROMPTS_STORAGE_KEY) ?? '[]')).toEqual([]));
});

it('reads plain strings and skips damaged entries', () => {
  localStorage.setItem(
    SAVED_PROMPTS_STORAGE_KEY,
    JSON.stringify(['Short and friendly', 42, { nope: true }, { name: 'A', prompt: 'B', style: 'weird' }]),
  );
  expect(savedPromptStore.list().map(({ name, prompt, style }) => ({ name, prompt, style }))).toEqual([
    { name: 'Short and friendly', prompt: 'Short and friendly', style: 'dynamic' },
    { name: 'A', prompt: 'B', style: 'dynamic' },
  ]);
  localStorage.setItem(SAVED_PROMPTS_STORAGE_KEY, '{not json');
  expect(savedPromptStore.list()).toEqual([]);
});
