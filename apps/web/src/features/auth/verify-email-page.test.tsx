/** /verify-email through the real route table: sends the link's token once and says how it went, signed in or not. */
import { messages } from '@ads-creative/contracts/messages';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeServer, signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

it('confirms the token from the link once and says so, with a way on to login', async () => {
  const server = fakeServer({ 'POST /api/auth/verify-email': () => ({ body: { message: messages.emailConfirmed } }) });
  const { address } = renderApp('/verify-email?token=abc123');
  expect(await screen.findByText(messages.emailConfirmed)).toBeInTheDocument();
  expect(server.calls('POST', '/api/auth/verify-email')).toEqual([{ token: 'abc123' }]);
  expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  expect(address()).toBe('/verify-email?token=abc123');
});

it("shows the server's reason when the link is used up or expired", async () => {
  fakeServer({
    'POST /api/auth/verify-email': () => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: messages.emailLinkInvalid,
        issues: [{ path: 'token', message: messages.emailLinkInvalid }],
      },
    }),
  });
  renderApp('/verify-email?token=old');
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailLinkInvalid);
});

it('stays open to a signed-in user (the page is not sent to the dashboard) and links to the profile', async () => {
  const server = signedIn({ 'POST /api/auth/verify-email': () => ({ body: { message: messages.emailConfirmed } }) });
  const { address } = renderApp('/verify-email?token=xyz');
  expect(await screen.findByText(messages.emailConfirmed)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  expect(address()).toBe('/verify-email?token=xyz');
  expect(server.calls('POST', '/api/auth/verify-email')).toHaveLength(1);
});

it('says the token is missing when the link has none, without calling the server', async () => {
  const server = fakeServer({});
  renderApp('/verify-email');
  expect(await screen.findByText(messages.missingVerificationToken)).toBeInTheDocument();
  expect(server.calls('POST', '/api/auth/verify-email')).toHaveLength(0);
});
