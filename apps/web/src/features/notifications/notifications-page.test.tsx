/** /notifications: past toasts newest first with icon by type, title (or type), message and vi-VN time; the empty text. */
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { notificationHistory, toast } from '../../lib/toast.ts';
import { NotificationsPage } from './notifications-page.tsx';

const renderPage = () =>
  render(
    <MantineProvider>
      <NotificationsPage />
    </MantineProvider>,
  );

beforeEach(() => notificationHistory.clear());
afterEach(() => vi.useRealTimers());

it('says so when there are no notifications', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'All notifications' })).toBeInTheDocument();
  expect(screen.getByText("You don't have any notifications.")).toBeInTheDocument();
});

it('lists past toasts newest first, each with its icon, title or type, message and Vietnamese date-time', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 5, 7));
  toast.success({ title: 'Saved', message: 'Ad saved successfully!' });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
  toast.error('Failed to delete ad');
  vi.setSystemTime(new Date(2026, 10, 23, 8, 30, 0));
  toast.warning({ title: 'Heads up', message: 'File too large. Please select a file smaller than 10MB.' });

  renderPage();
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);

  const [newest, middle, oldest] = items;
  expect(within(newest).getByRole('img', { name: 'warning notification' })).toBeInTheDocument();
  expect(within(newest).getByText('Heads up')).toBeInTheDocument();
  expect(within(newest).getByText('File too large. Please select a file smaller than 10MB.')).toBeInTheDocument();

  // No title: the type stands in.
  expect(within(middle).getByRole('img', { name: 'error notification' })).toBeInTheDocument();
  expect(within(middle).getByText('error')).toBeInTheDocument();
  expect(within(middle).getByText('Failed to delete ad')).toBeInTheDocument();

  expect(within(oldest).getByRole('img', { name: 'success notification' })).toBeInTheDocument();
  expect(within(oldest).getByText('Saved')).toBeInTheDocument();
  // vi-VN puts the time first and the day before the month: '09:05:07 22/11/2026'.
  expect(within(oldest).getByText(new Date(2026, 10, 22, 9, 5, 7).toLocaleString('vi-VN'))).toBeInTheDocument();
  expect(within(oldest).getByText(/^09:05:07 22\/11\/2026$/)).toBeInTheDocument();
});

it('shows an info icon for a toast of any other type', () => {
  toast.info('Cancel delete campaign');
  renderPage();
  expect(screen.getByRole('img', { name: 'info notification' })).toBeInTheDocument();
  expect(screen.getByText('info')).toBeInTheDocument();
});
