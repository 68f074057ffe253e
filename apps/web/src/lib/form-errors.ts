/** Puts the server's per-field issues ({ path, message }) onto a react-hook-form form, so they show under the field. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

export function applyServerIssues<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError) || !error.issues) return;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}
