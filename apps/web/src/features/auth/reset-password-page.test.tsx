import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { renderWithRouter } from './testing.tsx';

const pages = [
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'login', element: <h1>Login page</h1> },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('hides the token field when the link carries the token', () => {
    fakeServer({});
    renderWithRouter('/reset-password?token=abc', pages);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification token')).not.toBeInTheDocument();
  });

  it("asks for the token with 'Missing verification token.' when the link had none", async () => {
    const server = fakeServer({});
    const { user } = renderWithRouter('/reset-password', pages);
    expect(screen.getByLabelText('Verification token')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Missing verification token.')).toBeInTheDocument();
    expect(server.calls('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('asks for both passwords, then for matching ones, before calling the server', async () => {
    const server = fakeServer({});
    const { user } = renderWithRouter('/reset-password?token=abc', pages);
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please fill in all information.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('The re-entered password does not match.')).toBeInTheDocument();
    expect(server.calls('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('uses a pasted token', async () => {
    const server = fakeServer({ 'POST /api/auth/reset-password': () => ({ body: { message: 'ok' } }) });
    const { user } = renderWithRouter('/reset-password', pages);
    await user.type(screen.getByLabelText('Verification token'), ' pasted-token ');
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset. Redirecting to login...')).toBeInTheDocument();
    expect(server.calls('POST', '/api/auth/reset-password')[0]).toEqual({ token: 'pasted-token', newPassword: 'new password 1' });
  });

  it("shows the server's reason when the link is no longer valid", async () => {
    fakeServer({
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'This password reset link is invalid or has expired.' },
      }),
    });
    const { user, router } = renderWithRouter('/reset-password?token=old', pages);
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('This password reset link is invalid or has expired.')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it("says 'Reset password failed' when the server gives no reason", async () => {
    fakeServer({ 'POST /api/auth/reset-password': () => ({ status: 500 }) });
    const { user } = renderWithRouter('/reset-password?token=abc', pages);
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Reset password failed')).toHaveLength(2);
  });

  it('confirms the reset and moves to /login after exactly 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'POST /api/auth/reset-password': () => ({ body: { message: 'ok' } }) });
    const { user, router } = renderWithRouter('/reset-password?token=abc', pages, { advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset. Redirecting to login...')).toBeInTheDocument();
    expect(server.calls('POST', '/api/auth/reset-password')[0]).toEqual({ token: 'abc', newPassword: 'new password 1' });
    // Spec 1 §9: the redirect delay is 2 s.
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
