/**
 * Picks an option of a Mantine Select the way a user does: open it, click the option. The dropdown
 * is still in its opening transition in jsdom (display: none), hence `hidden: true`.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseOption(user: UserEvent, container: HTMLElement, label: RegExp | string, option: string) {
  await user.click(within(container).getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}
