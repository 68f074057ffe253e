/**
 * The status badge of campaigns and ads (spec 1 §4): active success (green), paused warning (yellow),
 * draft secondary (gray), completed info (blue), anything else neutral; case-insensitive. Ads add
 * what a campaign does not have: failed and rejected read as danger (red), pending as warning.
 */
import { Badge, type BadgeProps } from '@mantine/core';

export type StatusSeverity = 'success' | 'warning' | 'secondary' | 'info' | 'danger' | 'neutral';

const base: Record<string, StatusSeverity> = { active: 'success', paused: 'warning', draft: 'secondary', completed: 'info' };
const adOnly: Record<string, StatusSeverity> = { pending: 'warning', failed: 'danger', rejected: 'danger' };

export function statusSeverity(status: string | null | undefined, kind: 'campaign' | 'ad' = 'campaign'): StatusSeverity {
  const key = (status ?? '').trim().toLowerCase();
  return base[key] ?? (kind === 'ad' ? adOnly[key] : undefined) ?? 'neutral';
}

const look: Record<StatusSeverity, Pick<BadgeProps, 'color' | 'variant'>> = {
  success: { color: 'green', variant: 'light' },
  warning: { color: 'yellow', variant: 'light' },
  secondary: { color: 'gray', variant: 'light' },
  info: { color: 'blue', variant: 'light' },
  danger: { color: 'red', variant: 'light' },
  neutral: { color: 'gray', variant: 'outline' },
};

interface Props extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  status: string | null | undefined;
  kind?: 'campaign' | 'ad';
}

/** Shows the status as stored, upper-cased; 'Unknown' when there is none. */
export function StatusBadge({ status, kind = 'campaign', ...rest }: Props) {
  const severity = statusSeverity(status, kind);
  return (
    <Badge {...look[severity]} data-severity={severity} {...rest}>
      {status?.trim() ? status.trim().toUpperCase() : 'Unknown'}
    </Badge>
  );
}
