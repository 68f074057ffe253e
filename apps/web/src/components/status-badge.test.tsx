/** Status badges (spec 1 §4): active green, paused yellow, draft gray, completed blue, others neutral, whatever the case; ads alike. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusSeverity } from './status-badge.tsx';

const badge = (status: string | null) => {
  render(
    <MantineProvider>
      <StatusBadge status={status} />
    </MantineProvider>,
  );
  return screen.getByText(status?.trim() ? status.trim().toUpperCase() : 'Unknown');
};

describe('campaign status badge', () => {
  it.each([
    ['ACTIVE', 'success', 'green'],
    ['active', 'success', 'green'],
    ['Paused', 'warning', 'yellow'],
    ['draft', 'secondary', 'gray'],
    ['COMPLETED', 'info', 'blue'],
  ])('%s reads as %s (%s)', (status, severity, color) => {
    const el = badge(status).closest('.mantine-Badge-root') as HTMLElement;
    expect(el).toHaveAttribute('data-severity', severity);
    expect(el.getAttribute('style')).toContain(`--mantine-color-${color}-`);
  });

  it('shows FAILED and unknown statuses as neutral, and no status as Unknown', () => {
    expect(badge('FAILED').closest('.mantine-Badge-root')).toHaveAttribute('data-severity', 'neutral');
    expect(badge(null).closest('.mantine-Badge-root')).toHaveAttribute('data-severity', 'neutral');
    expect(statusSeverity('ARCHIVED')).toBe('neutral');
  });
});

describe('ad status badge', () => {
  it('maps lowercase forms too, and reads PENDING, FAILED and REJECTED as neutral like any other status', () => {
    expect(statusSeverity('active')).toBe('success');
    expect(statusSeverity('paused')).toBe('warning');
    for (const status of ['pending', 'FAILED', 'Rejected']) {
      const el = badge(status).closest('.mantine-Badge-root') as HTMLElement;
      expect(el).toHaveAttribute('data-severity', 'neutral');
      expect(el.getAttribute('style')).not.toContain('--mantine-color-red-');
      expect(el.getAttribute('style')).not.toContain('--mantine-color-yellow-');
    }
  });

  it("treats a status named like an object's own property as unknown", () => {
    expect(statusSeverity('constructor')).toBe('neutral');
    expect(statusSeverity('toString')).toBe('neutral');
  });
});
