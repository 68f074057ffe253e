/** /profile: shows the account, saves details and passwords through PUT /api/user/profile, shows the server's messages. */

import type { User } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { alice, signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const details = () => screen.getByRole('heading', { name: 'Personal information' }).closest('.mantine-Card-root') as HTMLElement;
const passwordCard = () => screen.getByRole('heading', { name: 'Change password' }).closest('.mantine-Card-root') as HTMLElement;

it('shows the account and saves a new name, which the shell then shows', async () => {
  let current = { ...alice };
  const server = signedIn({
    'GET /api/auth/user': () => ({ body: current }),
    'GET /api/user/profile': () => ({ body: current }),
    'PUT /api/user/profile': ({ body }) => {
      current = { ...current, ...(body as object) };
      return { body: current };
    },
  });
  const { user } = renderApp('/profile');
  expect(await screen.findByText('@alice')).toBeInTheDocument();
  expect(screen.getByText('Member since Jun 6, 2025')).toBeInTheDocument();

  const name = within(details()).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Alice Tran');
  await user.click(within(details()).getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  // The unchanged e-mail is not sent: sending it would cancel a pending change of address.
  expect(server.calls('PUT', '/api/user/profile')).toEqual([{ name: 'Alice Tran', avatarUrl: '' }]);
  await waitFor(() => expect(screen.getAllByText('AT').length).toBeGreaterThan(0));
});

it("shows the server's message when the e-mail is taken", async () => {
  signedIn({
    'GET /api/user/profile': () => ({ body: alice }),
    'PUT /api/user/profile': () => ({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'An account with this email already exists.',
        issues: [{ path: 'email', message: 'An account with this email already exists.' }],
      },
    }),
  });
  const { user } = renderApp('/profile');
  const email = await within(await waitFor(details)).findByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'bob@example.com');
  await user.type(within(details()).getByLabelText('Current password'), 'correct horse');
  await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
  // Under the field and in a toast.
  await waitFor(() => expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2));
});

it('checks the new password twice before asking the server, then shows its answer', async () => {
  const server = signedIn({
    'GET /api/user/profile': () => ({ body: alice }),
    'PUT /api/user/profile': () => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'The current password is incorrect.',
        issues: [{ path: 'currentPassword', message: 'The current password is incorrect.' }],
      },
    }),
  });
  const { user } = renderApp('/profile');
  await screen.findByText('@alice');
  const card = passwordCard();
  await user.type(within(card).getByLabelText('Current password'), 'wrong-one');
  await user.type(within(card).getByLabelText('New password'), 'new-password-1');
  await user.type(within(card).getByLabelText('Confirm new password'), 'new-password-2');
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
  expect(await within(card).findByText('The re-entered password does not match.')).toBeInTheDocument();
  expect(server.calls('PUT', '/api/user/profile')).toHaveLength(0);

  await user.clear(within(card).getByLabelText('Confirm new password'));
  await user.type(within(card).getByLabelText('Confirm new password'), 'new-password-1');
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(2));
  expect(server.calls('PUT', '/api/user/profile')).toEqual([{ currentPassword: 'wrong-one', newPassword: 'new-password-1' }]);
});

it("says 'Failed to fetch user data' with the server's reason and a Try Again when the profile cannot be loaded", async () => {
  let fail = true;
  signedIn({
    'GET /api/user/profile': () =>
      fail ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable' } } : { body: alice },
  });
  const { user } = renderApp('/profile');
  expect(await screen.findByText('Failed to fetch user data', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('Database unreachable')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('@alice')).toBeInTheDocument();
});

it("asks for the current password to change the e-mail, then shows 'check your new inbox' with the pending address", async () => {
  let current: User = { ...alice };
  const server = signedIn({
    'GET /api/auth/user': () => ({ body: current }),
    'GET /api/user/profile': () => ({ body: current }),
    'PUT /api/user/profile': ({ body }) => {
      const { email } = body as { email?: string };
      current = { ...current, pendingEmail: email && email !== current.email ? email : null };
      return { body: current };
    },
    'POST /api/auth/verify-email/resend': () => ({ body: { message: messages.confirmationEmailSent } }),
  });
  const { user } = renderApp('/profile');
  const email = await within(await waitFor(details)).findByLabelText('Email');
  expect(within(details()).queryByLabelText('Current password')).not.toBeInTheDocument();
  await user.clear(email);
  await user.type(email, 'alice.new@example.com');
  expect(within(details()).getByText(messages.emailChangeHint)).toBeInTheDocument();
  await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
  expect(await within(details()).findByText(messages.currentPasswordRequiredForEmail)).toBeInTheDocument();
  expect(server.calls('PUT', '/api/user/profile')).toHaveLength(0);

  await user.type(within(details()).getByLabelText('Current password'), 'correct horse');
  await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(messages.emailChangePendingTitle)).toBeInTheDocument();
  expect(server.calls('PUT', '/api/user/profile')).toEqual([
    { name: 'Alice Nguyen', avatarUrl: '', email: 'alice.new@example.com', currentPassword: 'correct horse' },
  ]);
  expect(screen.getByText('alice.new@example.com')).toBeInTheDocument();
  // Until the link is opened the account keeps its e-mail.
  expect(within(details()).getByLabelText('Email')).toHaveValue('alice@example.com');

  await user.click(screen.getByRole('button', { name: 'Resend link' }));
  expect(await screen.findByText(messages.confirmationEmailSent)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel change' }));
  await waitFor(() => expect(screen.queryByText(messages.emailChangePendingTitle)).not.toBeInTheDocument());
  expect(server.calls('PUT', '/api/user/profile').at(-1)).toEqual({ email: 'alice@example.com' });
});

it('lets an account without a password (Facebook-only) change its e-mail without one', async () => {
  const facebookOnly = { ...alice, username: null, hasPassword: false };
  const server = signedIn({
    'GET /api/auth/user': () => ({ body: facebookOnly }),
    'GET /api/user/profile': () => ({ body: facebookOnly }),
    'PUT /api/user/profile': () => ({ body: { ...facebookOnly, pendingEmail: 'fb.new@example.com' } }),
  });
  const { user } = renderApp('/profile');
  const email = await within(await waitFor(details)).findByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'fb.new@example.com');
  expect(within(details()).queryByLabelText('Current password')).not.toBeInTheDocument();
  await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('fb.new@example.com')).toBeInTheDocument();
  expect(server.calls('PUT', '/api/user/profile')).toEqual([{ name: 'Alice Nguyen', avatarUrl: '', email: 'fb.new@example.com' }]);
});

it('asks an account with an unconfirmed e-mail to confirm it, and resends the link', async () => {
  const unconfirmed = { ...alice, emailVerified: false };
  const server = signedIn({
    'GET /api/auth/user': () => ({ body: unconfirmed }),
    'GET /api/user/profile': () => ({ body: unconfirmed }),
    'POST /api/auth/verify-email/resend': () => ({ body: { message: messages.confirmationEmailSent } }),
  });
  const { user } = renderApp('/profile');
  expect(await screen.findByText(messages.confirmEmailNotice)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend link' }));
  expect(await screen.findByText(messages.confirmationEmailSent)).toBeInTheDocument();
  expect(server.calls('POST', '/api/auth/verify-email/resend')).toHaveLength(1);
});
