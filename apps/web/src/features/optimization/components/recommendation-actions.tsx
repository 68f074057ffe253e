/**
 * What a user can do with one recommendation: Details always; Accept, Schedule and Dismiss only while it is
 * PENDING (spec 2 §2, §4); Revert while an implemented change is still revertible (issue 10).
 */
import type { RecommendationView } from '@ads-creative/contracts/optimization';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconCalendarTime, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { confirmDialog } from '../../../lib/confirm.ts';

export interface RecommendationHandlers {
  onDetails: (r: RecommendationView) => void;
  onAccept: (r: RecommendationView) => void;
  onSchedule: (r: RecommendationView) => void;
  onDismiss: (r: RecommendationView) => void;
  onRevert: (r: RecommendationView) => void;
  /** The recommendation whose call is under way. */
  busyId: number | null;
  selected: ReadonlySet<number>;
  onToggleSelected: (id: number) => void;
}

export const canRevert = (r: RecommendationView) => r.status === 'IMPLEMENTED' && r.revertible && !r.revertedAt;

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
