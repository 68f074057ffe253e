/**
 * A form's save call with the spec's feedback (spec 1 §8): on failure the server's per-field issues go
 * under their fields and the server's message (or the fallback) is toasted; on success the success
 * toast. Resolves true when saved, so the caller can then close or navigate.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerIssues } from './form-errors.ts';
import { serverMessageOr } from './server-message.ts';
import { toast } from './toast.ts';

interface Feedback<T extends FieldValues> {
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** The failure toast when the server did not word one. */
  failed: string;
  succeeded: string;
}

export async function saveForm<T extends FieldValues>(save: () => Promise<unknown>, feedback: Feedback<T>): Promise<boolean> {
  try {
    await save();
  } catch (e) {
    applyServerIssues(e, feedback.fields, feedback.setError);
    toast.error(serverMessageOr(e, feedback.failed));
    return false;
  }
  toast.success(feedback.succeeded);
  return true;
}
