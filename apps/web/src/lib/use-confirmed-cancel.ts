/**
 * Leaving an edit without saving (spec 1 §8): asks 'Discard changes?' first; when confirmed, toasts
 * that the changes were dropped and leaves. A second request while the question is open is ignored.
 */
import { useRef } from 'react';
import { confirmDialog } from './confirm.ts';
import { toast } from './toast.ts';

interface Options {
  /** The question under the title. */
  question: string;
  /** The toast once confirmed. */
  cancelled: string;
  leave: () => void;
}

export function useConfirmedCancel({ question, cancelled, leave }: Options): () => Promise<void> {
  const asking = useRef(false);
  return async () => {
    if (asking.current) return;
    asking.current = true;
    const confirmed = await confirmDialog({ title: 'Discard changes?', message: question });
    asking.current = false;
    if (!confirmed) return;
    toast.info(cancelled);
    leave();
  };
}
