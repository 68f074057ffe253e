/**
 * What a user can do with one recommendation: Details always; Accept, Schedule and Dismiss only while it is
 * PENDING (spec 2 §2, §4); Reschedule and Cancel schedule while SCHEDULED; Retry and Give up on a failed
 * application (in its alert, recommendation-parts.tsx); Revert while an implemented change is still
 * revertible (issue 10, decision 152).
 */
import type { RecommendationView } from '@ads-creative/contracts/optimization';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconCalendarOff, IconCalendarTime, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { confirmDialog } from '../../../lib/confirm.ts';

export interface RecommendationHandlers {
  onDetails: (r: RecommendationView) => void;
  onAccept: (r: RecommendationView) => void;
  onSchedule: (r: RecommendationView) => void;
  onDismiss: (r: RecommendationView) => void;
  /** SCHEDULED back to PENDING. */
  onUnschedule: (r: RecommendationView) => void;
  onRevert: (r: RecommendationView) => void;
  /** The recommendation whose call is under way. */
  busyId: number | null;
  selected: ReadonlySet<number>;
  onToggleSelected: (id: number) => void;
}

export const canRevert = (r: RecommendationView) => r.status === 'IMPLEMENTED' && r.revertible && !r.revertedAt;

/** An accepted or scheduled one whose application failed: it can be retried or given up (the server's rules, decision 120). */
export const hasFailed = (r: RecommendationView) => r.applyFailure !== null && (r.status === 'ACCEPTED' || r.status === 'SCHEDULED');

/** What batch accept (a retry) and batch dismiss can take: PENDING ones and failed ones (decision 152). */
export const canSelect = (r: RecommendationView) => r.status === 'PENDING' || hasFailed(r);

/** Asks before undoing an implemented change (from a card or the Performance tab's history). */
export const confirmRevert = (title: string) =>
  confirmDialog({
    title: 'Revert this change?',
    message: `"${title}" will be undone: what it changed goes back to how it was before.`,
    confirmLabel: 'Revert',
    cancelLabel: 'Cancel',
    danger: true,
  });

export function RecommendationActions({ r, h }: { r: RecommendationView; h: RecommendationHandlers }) {
  const busy = h.busyId === r.id;
  const pending = r.status === 'PENDING';
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={`Actions for ${r.title}`}>
      <Button size="xs" variant="default" leftSection={<IconInfoCircle size={14} />} onClick={() => h.onDetails(r)}>
        Details
      </Button>
      {pending && (
        <>
          <Button size="xs" color="green" leftSection={<IconCheck size={14} />} loading={busy} onClick={() => h.onAccept(r)}>
            Accept
          </Button>
          <Button size="xs" variant="light" leftSection={<IconCalendarTime size={14} />} disabled={busy} onClick={() => h.onSchedule(r)}>
            Schedule
          </Button>
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} disabled={busy} onClick={() => h.onDismiss(r)}>
            Dismiss
          </Button>
        </>
      )}
      {r.status === 'SCHEDULED' && (
        <>
          <Button size="xs" variant="light" leftSection={<IconCalendarTime size={14} />} disabled={busy} onClick={() => h.onSchedule(r)}>
            Reschedule
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconCalendarOff size={14} />}
            loading={busy}
            onClick={() => h.onUnschedule(r)}
          >
            Cancel schedule
          </Button>
        </>
      )}
      {canRevert(r) && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={14} />}
          loading={busy}
          onClick={() => h.onRevert(r)}
        >
          Revert
        </Button>
      )}
    </Group>
  );
}
