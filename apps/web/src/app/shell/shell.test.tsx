/** The authenticated shell: logout confirmation, the bell's dropdown, the sidebar's user block and links. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationHistory, toast } from '../../lib/toast.ts';
import { signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('logout', () => {
  it("asks 'Bạn có muốn đăng xuất?'; No keeps the session", async () => {
    const server = signedIn();
    const { user, address } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bạn có muốn đăng xuất?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', '/api/auth/logout')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('tok-alice');
    expect(address()).toBe('/dashboard');
  });

  it("Yes ends the server session, forgets the token and goes to '/' (then the login page)", async () => {
    const server = signedIn();
    const { user, address } = renderApp('/campaigns');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bạn có muốn đăng xuất?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // '/' sends an anonymous visitor on to the login with the dashboard as redirect, not back to the page just left.
    await waitFor(() => expect(address()).toBe('/login?redirect=%2Fdashboard'));
    expect(server.calls('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});

describe('sidebar', () => {
  it('shows the user initials, name and email, and Back to Dashboard away from the dashboard', async () => {
    signedIn();
    renderApp('/ads');
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const label of ['Dashboard', 'Campaigns', 'Ads']) expect(within(sidebar).getByRole('link', { name: label })).toBeInTheDocument();
    expect(screen.getAllByText('AN').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Alice Nguyen').length).toBeGreaterThan(0);
    expect(screen.getAllByText('alice@example.com').length).toBeGreaterThan(0);
  });

  it('has no Back to Dashboard on the dashboard', async () => {
    signedIn();
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it('counts past toasts and lists the 5 newest with a link to all of them', async () => {
    notificationHistory.clear();
    for (let i = 1; i <= 6; i++) toast.info({ title: `Note ${i}`, message: `Message ${i}` });
    signedIn();
    const { user } = renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.getByText('6')).toBeInTheDocument();
    await user.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Note 6')).toBeInTheDocument();
    expect(within(dialog).getByText('Note 2')).toBeInTheDocument();
    expect(within(dialog).queryByText('Note 1')).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('link', { name: 'Check all notifications' }));
    expect(await screen.findByRole('heading', { name: 'All notifications' })).toBeInTheDocument();
  });
});
