/**
 * Picks an option of a Mantine Select the way a user does: open it, click the option. The dropdown
 * is still in its opening transition in jsdom (display: none), hence `hidden: true`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseOption(user: UserEvent, container: HTMLElement, label: RegExp | string, option: string) {
  await user.click(within(container).getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** chooseOption for a select whose label also names its list (or another field): opens the input, picks in its own list. */
export async function chooseOptionOf(user: UserEvent, label: string, option: string) {
  const input = (await screen.findAllByLabelText(label)).find((e) => e.tagName === 'INPUT') as HTMLElement;
  await chooseInOwnList(user, input, label, option);
}

/** Opens a select's input and picks the option in the list the input controls (not another select's). */
export async function chooseInOwnList(user: UserEvent, input: HTMLElement, label: string, option: string) {
  await user.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`${label} has no open list`);
    return element;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}
