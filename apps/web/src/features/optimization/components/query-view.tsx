/** A tab's data: 'Loading...' while it loads, its load error with Retry when it fails, else what `children` makes of it. */
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

interface Props<T> {
  query: UseQueryResult<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, errorTitle, children }: Props<T>) {
  if (query.isError)
    return (
      <LoadErrorAlert title={errorTitle} message={errorMessage(query.error)} retryLabel="Retry" onRetry={() => void query.refetch()} />
    );
  if (query.data === undefined) return <Text c="dimmed">Loading...</Text>;
  return children(query.data);
}
