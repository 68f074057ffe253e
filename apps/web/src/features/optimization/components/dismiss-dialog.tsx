/**
 * Dismiss (spec 2 §2, §3, §5): a reason among the five, with an optional comment; 'other' needs the text.
 * Used for one recommendation and for the selected ones.
 */
import { DISMISS_COMMENT_MAX, type DismissInput, type DismissReason, dismissReasons } from '@ads-creative/contracts/optimization';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DISMISS_REASON_LABELS } from '../optimization-labels.ts';

export const OTHER_NEEDS_TEXT = "A comment is required when the reason is 'other'.";

interface Props {
  /** What is being dismissed ('Pause Summer Sale', '3 recommendations'); null when closed. */
  subject: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: DismissInput) => void;
}

function DismissForm({ subject, busy, onClose, onSubmit }: Props & { subject: string }) {
  const [reason, setReason] = useState<DismissReason>('not_relevant');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const text = comment.trim();
    if (reason === 'other' && !text) {
      setError(OTHER_NEEDS_TEXT);
      return;
    }
    onSubmit(text ? { reason, comment: text } : { reason });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{subject}</Text>
      <Radio.Group label="Reason" value={reason} onChange={(v) => setReason(v as DismissReason)}>
        <Stack gap="xs" mt="xs">
          {dismissReasons.map((r) => (
            <Radio key={r} value={r} label={DISMISS_REASON_LABELS[r]} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={reason === 'other' ? 'Comment' : 'Comment (optional)'}
        withAsterisk={reason === 'other'}
        value={comment}
        maxLength={DISMISS_COMMENT_MAX}
        autosize
        minRows={2}
        error={error}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={submit} loading={busy}>
          Dismiss
        </Button>
      </Group>
    </Stack>
  );
}

export function DismissDialog(props: Props) {
  return (
    <Modal opened={props.subject !== null} onClose={props.onClose} title="Dismiss recommendation" centered>
      {props.subject !== null && <DismissForm {...props} subject={props.subject} />}
    </Modal>
  );
}
