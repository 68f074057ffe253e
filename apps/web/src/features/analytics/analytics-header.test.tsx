/** /analytics, the header (spec 2 §2, §4, §9): Settings in local storage and on the server, auto refresh, Refresh, Export. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aCampaignRow, aFullAccount, ranges, savedFiles, serveAnalytics, storedConfig } from './testing.ts';

// Whole-app renders are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('settings', () => {
  it('are saved in local storage under the spec’s field names, and set the range on the next visit', async () => {
    const server = serveAnalytics();
    const { user, unmount } = renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics settings' });
    await chooseOption(user, dialog, 'Default time range', 'Last 90 days');
    await user.click(within(dialog).getByRole('switch', { name: /Auto refresh/ }));
    await chooseOption(user, dialog, 'Refresh interval', '1 minute');
    await user.click(within(dialog).getByRole('switch', { name: /Email reports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('analyticsSettings') ?? '{}')).toEqual({
      defaultTimeRange: '90d',
      autoRefresh: true,
      refreshInterval: 60,
      emailReports: true,
    });
    // The new default applies at once…
    await waitFor(() => expect(ranges(server, '/api/analytics/dashboard').at(-1)).toBe('90d'));
    unmount();

    // …and on the next visit.
    const again = serveAnalytics();
    const second = renderApp('/analytics');
    expect(await screen.findByRole('radio', { name: '90 days' })).toBeChecked();
    expect(ranges(again, '/api/analytics/dashboard')).toEqual(['90d']);
    await second.user.click(screen.getByRole('button', { name: 'Settings' }));
    const reopened = await screen.findByRole('dialog', { name: 'Analytics settings' });
    expect(within(reopened).getByRole('switch', { name: /Auto refresh/ })).toBeChecked();
    expect(within(reopened).getByLabelText('Refresh interval')).toHaveValue('1 minute');
  });

  it('are saved on the server too, under settings, beside what its configuration already holds', async () => {
    const config = storedConfig({ layout: ['kpis', 'trends'] });
    serveAnalytics(aFullAccount, [aCampaignRow()], config.routes);
    const { user } = renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics settings' });
    await chooseOption(user, dialog, 'Default time range', 'Last 7 days');
    await user.click(within(dialog).getByRole('switch', { name: /Email reports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(config.current()).toEqual({
        layout: ['kpis', 'trends'],
        settings: { defaultTimeRange: '7d', autoRefresh: false, refreshInterval: 300, emailReports: true },
      }),
    );
  });

  it('follow the user to another browser: the server’s settings set the range and fill the dialog', async () => {
    const config = storedConfig({ settings: { defaultTimeRange: '90d', autoRefresh: true, refreshInterval: 600, emailReports: true } });
    const server = serveAnalytics(aFullAccount, [aCampaignRow()], config.routes);
    const { user } = renderApp('/analytics'); // nothing in this browser's storage
    await waitFor(() => expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked());
    expect(ranges(server, '/api/analytics/dashboard').at(-1)).toBe('90d');
    expect(JSON.parse(localStorage.getItem('analyticsSettings') ?? '{}')).toMatchObject({ defaultTimeRange: '90d', emailReports: true });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics settings' });
    expect(within(dialog).getByRole('switch', { name: /Auto refresh/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Refresh interval')).toHaveValue('10 minutes');
    expect(within(dialog).getByRole('switch', { name: /Email reports/ })).toBeChecked();
  });

  it('a browser that saved settings before the server had any gives them to the server, Email reports off until chosen', async () => {
    localStorage.setItem('analyticsSettings', JSON.stringify({ defaultTimeRange: '7d', emailReports: true }));
    const config = storedConfig();
    serveAnalytics(aFullAccount, [aCampaignRow()], config.routes);
    const { user } = renderApp('/analytics');
    await waitFor(() =>
      expect(config.current()).toEqual({
        settings: { defaultTimeRange: '7d', autoRefresh: false, refreshInterval: 300, emailReports: false },
      }),
    );
    // The dialog says what the server will do: no report until the user turns it on.
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics settings' });
    expect(within(dialog).getByRole('switch', { name: /Email reports/ })).not.toBeChecked();
  });

  it('refresh every refreshInterval seconds while auto refresh is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('analyticsSettings', JSON.stringify({ autoRefresh: true, refreshInterval: 30 }));
    const server = serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(2));
    // Every analytics query on the page, not only the dashboard.
    await waitFor(() => expect(server.requests('GET', '/api/analytics/trends')).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(3));
  });

  it('do not refresh on their own while auto refresh is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(1);
  });
});

describe('Refresh', () => {
  it('waits the simulated second, then loads the analytics again', async () => {
    const server = serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await waitFor(() => expect(server.requests('GET', '/api/analytics/trends')).toHaveLength(1));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(2));
    await vi.waitFor(() => expect(server.requests('GET', '/api/analytics/trends')).toHaveLength(2));
  });
});

describe('Export', () => {
  it('downloads analytics-{type}-{range}.{format} from the server with the chosen type, format and range', async () => {
    const saved = savedFiles();
    const server = serveAnalytics(undefined, undefined, { 'GET /api/analytics/export/all': () => ({ body: 'file' }) });
    const { user } = renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export analytics' });
    // The page's range is the first choice; xlsx is labelled Excel.
    expect(within(dialog).getByLabelText('Time range')).toHaveValue('Last 30 days');
    await chooseOption(user, dialog, 'Data type', 'All data');
    await user.click(within(dialog).getByRole('radio', { name: 'Excel' }));
    await chooseOption(user, dialog, 'Time range', 'Last year');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['analytics-all-1y.xlsx']));
    const request = server.requests('GET', '/api/analytics/export/all')[0];
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ format: 'xlsx', timeRange: '1y' });
    expect(request.headers.get('authorization')).toBe('Bearer tok-alice');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export analytics' })).not.toBeInTheDocument());
  });

  it('says why an export failed, in the dialog', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveAnalytics(undefined, undefined, {
      'GET /api/analytics/export/campaigns': () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'format must be one of csv, xlsx, pdf.' },
      }),
    });
    const { user } = renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export analytics' });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('format must be one of csv, xlsx, pdf.')).toBeInTheDocument();
  });
});
