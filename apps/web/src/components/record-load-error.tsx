/**
 * A record page that cannot show its record (spec 1 §2, §8): an id in the address that is not a number
 * (never sent to the server, retry off) or the load's failure with the server's message or the fallback.
 */
import { messages } from '@ads-creative/contracts/messages';
import { errorMessage } from '../lib/api-client.ts';
import { LoadErrorAlert } from './load-error-alert.tsx';

interface Props {
  /** The route's id as parsed; null when it is not a valid id. */
  id: number | null;
  query: { error: unknown; refetch: () => unknown };
  title: string;
  fallback: string;
  retryLabel: string;
}

export function RecordLoadError({ id, query, title, fallback, retryLabel }: Props) {
  return (
    <LoadErrorAlert
      title={title}
      message={id === null ? messages.invalidId : errorMessage(query.error, fallback)}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
      retryDisabled={id === null}
    />
  );
}
