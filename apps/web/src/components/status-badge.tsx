/**
 * The status badge of campaigns and ads (spec 1 §4): active success (green), paused warning (yellow),
 * draft secondary (gray), completed info (blue), anything else neutral (outlined gray), whatever the
 * case. Ads' extra statuses (PENDING, FAILED, REJECTED) are among the others: neutral.
 */
import { Badge, type BadgeProps } from '@mantine/core';

export type StatusSeverity = 'success' | 'warning' | 'secondary' | 'info' | 'neutral';

const severities: Record<string, StatusSeverity> = { active: 'success', paused: 'warning', draft: 'secondary', completed: 'info' };

export function statusSeverity(status: string | null | undefined): StatusSeverity {
  const key = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(severities, key) ? severities[key] : 'neutral';
}

const look: Record<StatusSeverity, Pick<BadgeProps, 'color' | 'variant'>> = {
  success: { color: 'green', variant: 'light' },
  warning: { color: 'yellow', variant: 'light' },
  secondary: { color: 'gray', variant: 'light' },
  info: { color: 'blue', variant: 'light' },
  neutral: { color: 'gray', variant: 'outline' },
};

interface Props extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  status: string | null | undefined;
}

/** Shows the status as stored, upper-cased; 'Unknown' when there is none. */
export function StatusBadge({ status, ...rest }: Props) {
  const severity = statusSeverity(status);
  return (
    <Badge {...look[severity]} data-severity={severity} {...rest}>
      {status?.trim() ? status.trim().toUpperCase() : 'Unknown'}
    </Badge>
  );
}
