/**
 * Schedule (issue 10): a date and a time in the future, in the browser's time zone; the change is applied then.
 * Reschedule (decision 152): the same dialog, starting at the current schedule.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localDate, suggestedSchedule, toScheduledFor } from '../schedule-time.ts';

interface Props {
  /** The recommendation's title; null when closed. */
  subject: string | null;
  /** When it is scheduled now: the dialog moves that schedule (titled Reschedule). */
  current?: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (scheduledFor: string) => void;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ScheduleForm({ subject, current, busy, onClose, onSubmit }: Props & { subject: string }) {
  const [value, setValue] = useState(() => suggestedSchedule(new Date(), current));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const result = toScheduledFor(value.date, value.time, new Date());
    if (result.ok) onSubmit(result.scheduledFor);
    else setError(result.error);
  };
  const change = (part: 'date' | 'time', v: string) => {
    setValue((old) => ({ ...old, [part]: v }));
    setError(null);
  };

  return (
    <Stack gap="md">
      <Text size="sm">{subject}</Text>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label="Date"
          min={localDate(new Date())}
          value={value.date}
          onChange={(e) => change('date', e.currentTarget.value)}
          required
        />
        <TextInput type="time" label="Time" value={value.time} onChange={(e) => change('time', e.currentTarget.value)} required />
      </Group>
      <Text size="xs" c="dimmed">
        Time zone: {timeZone()}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={submit} loading={busy}>
          {current ? 'Reschedule' : 'Schedule'}
        </Button>
      </Group>
    </Stack>
  );
}

export function ScheduleDialog(props: Props) {
  return (
    <Modal
      opened={props.subject !== null}
      onClose={props.onClose}
      title={props.current ? 'Reschedule recommendation' : 'Schedule recommendation'}
      centered
    >
      {props.subject !== null && <ScheduleForm {...props} subject={props.subject} />}
    </Modal>
  );
}
